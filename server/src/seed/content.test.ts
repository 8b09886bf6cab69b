import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { catalogue } from './content';
import { generateMedia } from './media';
import type { Bilingual, SeedCatalogue, SeedProduct } from './types';

const { categories, products } = catalogue;
const liveStock = (p: SeedProduct) => Object.values(p.stock).reduce((sum, n) => sum + (n ?? 0), 0);
const topLevel = categories.filter((c) => !c.parent).sort((a, b) => a.position - b.position);

function descendants(slug: string): string[] {
  const kids = categories.filter((c) => c.parent === slug).map((c) => c.slug);
  return kids.flatMap((k) => [k, ...descendants(k)]);
}

const specOf = (p: SeedProduct, key: string) => p.specs?.find((spec) => spec.key === key)?.value.en;

describe('seed catalogue', () => {
  test("compatibility agrees with each product's own specifications", () => {
    const fitted = products.filter((p) => p.compatibility);
    expect(fitted.length).toBeGreaterThan(50);
    for (const p of fitted) {
      const fit = p.compatibility!;
      const focuser = specOf(p, 'focuser');
      const barrel = specOf(p, 'barrel');
      if (fit.role === 'telescope') {
        // a 2", 2.5" or 3.7" focuser takes 2" accessories; a 1.25" one only 1.25"
        if (focuser) expect([p.slug, fit.focuser]).toEqual([p.slug, focuser.includes('1.25"') ? 1.25 : 2]);
        expect([p.slug, fit.mounted]).toEqual([p.slug, !specOf(p, 'mount')?.startsWith('Not included')]);
        const tube = specOf(p, 'tube_weight');
        if (tube) expect([p.slug, fit.weight]).toEqual([p.slug, parseFloat(tube)]);
        // an OTA needs a mount, so it has a dovetail to put on one
        if (!fit.mounted) expect([p.slug, fit.dovetail]).not.toEqual([p.slug, null]);
      }
      if (fit.role === 'mount') expect([p.slug, fit.payload]).toEqual([p.slug, parseFloat(specOf(p, 'payload')!)]);
      if (fit.role === 'accessory' && barrel) {
        const sizes = [...barrel.matchAll(/(\d+(?:\.\d+)?)"/g)].map((match) => Number(match[1]));
        expect([p.slug, fit.barrel]).toEqual([p.slug, sizes]);
      }
    }
    // every telescope with an eyepiece focuser and every telescope mount has its record
    const mountCategories = new Set(['equatorial-mounts', 'goto-mounts', 'alt-azimuth-mounts']);
    for (const p of products) {
      if (mountCategories.has(p.category)) expect([p.slug, p.compatibility?.role]).toEqual([p.slug, 'mount']);
      if (specOf(p, 'focal_ratio') && specOf(p, 'aperture'))
        expect([p.slug, p.compatibility?.role]).toEqual([p.slug, 'telescope']);
    }
  });

  test('categories: at least 8 top-level, a big one among the first 3, exactly 8 on home', () => {
    expect(topLevel.length).toBeGreaterThanOrEqual(8);
    expect(topLevel.slice(0, 3).some((c) => descendants(c.slug).length >= 25)).toBe(true);
    expect(categories.filter((c) => c.home)).toHaveLength(8);
    for (const c of topLevel) expect(c.image).toBeTruthy();
    const slugs = categories.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const c of categories) {
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (c.parent) expect(slugs).toContain(c.parent);
    }
    // no category may collide with the list's special slugs
    expect(slugs).not.toContain('outlet');
    expect(slugs).not.toContain('weekly-promotion');
  });

  test('products: count, categories, slugs, prices, stock, pictures', () => {
    expect(products.length).toBeGreaterThanOrEqual(80);
    const categorySlugs = new Set(categories.map((c) => c.slug));
    const productSlugs = products.map((p) => p.slug);
    expect(new Set(productSlugs).size).toBe(productSlugs.length);
    for (const p of products) {
      expect(categorySlugs.has(p.category)).toBe(true);
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.price).toBeGreaterThanOrEqual(20);
      expect(p.price).toBeLessThanOrEqual(20000);
      expect(Math.round(p.price * 100)).toBeCloseTo(p.price * 100, 6);
      if (p.discounted !== null) {
        expect(p.discounted).toBeLessThan(p.price);
        expect(p.discounted).toBeGreaterThan(0);
        expect(Math.round(p.discounted * 100)).toBeCloseTo(p.discounted * 100, 6);
      }
      expect(p.ageDays).toBeGreaterThanOrEqual(0);
      expect(p.ageDays).toBeLessThanOrEqual(365);
      for (const n of Object.values(p.stock)) expect(Number.isInteger(n) && n! >= 0).toBe(true);
      // pictures fill img..img5 without gaps
      const imgs = [p.img, p.img2, p.img3, p.img4, p.img5];
      expect(imgs[0]).toBeTruthy();
      const firstGap = imgs.findIndex((i) => !i);
      if (firstGap >= 0) expect(imgs.slice(firstGap).every((i) => i === null)).toBe(true);
      // the specification table is drawn from the specifications: no hand-written copy in the description
      expect(p.details.en).not.toContain('<table>');
      expect(p.specs?.length).toBeGreaterThan(0);
    }
    expect(products.filter((p) => p.discounted !== null).length).toBeGreaterThanOrEqual(10);
    expect(products.filter((p) => p.weeklyPromotion).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => liveStock(p) === 0).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => liveStock(p) === 1).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.img5 && p.pdf).length).toBeGreaterThanOrEqual(6);
    expect(new Set(products.map((p) => p.ageDays)).size).toBeGreaterThan(40);
  });

  test('all file names are unique within their folder', () => {
    const names = products.flatMap((p) => [p.img, p.img2, p.img3, p.img4, p.img5, p.pdf].filter(Boolean));
    expect(new Set(names).size).toBe(names.length);
  });

  test('news, faq, partners, contact, policies', () => {
    expect(catalogue.news.length).toBeGreaterThanOrEqual(15);
    expect(new Set(catalogue.news.map((n) => n.slug)).size).toBe(catalogue.news.length);
    expect(catalogue.faq).toHaveLength(8);
    expect(catalogue.partners).toHaveLength(6);
    for (const p of catalogue.partners) expect(p.link).toMatch(/^https:\/\//);
    expect(catalogue.contact.phone.split('|')).toHaveLength(2);
    expect(catalogue.contact.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(Object.keys(catalogue.policies).sort()).toEqual(['cookie', 'delivery', 'personal', 'return', 'warranty']);
    expect(catalogue.warehouses.map((w) => w.code).sort()).toEqual(['batumi', 'kutaisi', 'tbilisi']);
  });

  test('promos: a percentage, a fixed amount and an expired code', () => {
    const now = Date.now();
    const valid = catalogue.promos.filter((p) => Date.parse(p.expiresAt) > now);
    const expired = catalogue.promos.filter((p) => Date.parse(p.expiresAt) < now);
    expect(expired).toHaveLength(1);
    expect(valid.map((p) => p.kind).sort()).toEqual(['fixed', 'percent']);
    for (const p of valid) expect(new Date(p.expiresAt).getUTCFullYear()).toBeGreaterThanOrEqual(2030);
    for (const p of catalogue.promos) expect(Number.isNaN(Date.parse(p.expiresAt))).toBe(false);
  });

  test('every promo has a minimum order, and a fixed amount one well above it (no order is nearly free)', () => {
    for (const p of catalogue.promos) expect(p.minSubtotal).toBeGreaterThan(0);
    for (const p of catalogue.promos.filter((promo) => promo.kind === 'fixed'))
      expect(p.minSubtotal).toBeGreaterThanOrEqual(p.value * 2);
  });

  test('Georgian texts are in Georgian script and English texts carry none', () => {
    const georgian = /[\u10D0-\u10FF]/;
    const texts: [string, Bilingual<string>][] = [
      ...categories.map((c) => [`category ${c.slug}`, c.name] as [string, Bilingual<string>]),
      ...catalogue.warehouses.map((w) => [`warehouse ${w.code}`, w.name] as [string, Bilingual<string>]),
      ...products.flatMap(
        (p) =>
          [
            [`name ${p.slug}`, p.name],
            [`details ${p.slug}`, p.details],
          ] as [string, Bilingual<string>][],
      ),
      ...catalogue.news.flatMap(
        (n) =>
          [
            [`title ${n.slug}`, n.title],
            [`text ${n.slug}`, n.text],
          ] as [string, Bilingual<string>][],
      ),
      ...catalogue.faq.flatMap(
        (f) =>
          [
            [`faq ${f.position}`, f.question],
            [`answer ${f.position}`, f.answer],
          ] as [string, Bilingual<string>][],
      ),
      ['about', catalogue.about],
      ['address', catalogue.contact.address],
      ...Object.entries(catalogue.policies).map(([k, v]) => [`policy ${k}`, v] as [string, Bilingual<string>]),
    ];
    const wrong = texts.filter(([, t]) => !georgian.test(t.ka) || georgian.test(t.en)).map(([where]) => where);
    expect(wrong).toEqual([]);
  });

  /** every text the seed writes into the shop's pages, both languages */
  const seededTexts = () => [
    ...Object.values(catalogue.policies).flatMap((policy) => [policy.ka, policy.en]),
    ...catalogue.faq.flatMap((item) => [item.question.ka, item.question.en, item.answer.ka, item.answer.en]),
    ...catalogue.news.flatMap((item) => [item.title.ka, item.title.en, item.text.ka, item.text.en]),
    catalogue.about.ka,
    catalogue.about.en,
    ...Object.values(catalogue.contact).flatMap((value) =>
      typeof value === 'string' ? [value] : [value.ka, value.en],
    ),
  ];

  test('the shop is AstroShop in every seeded text and contact, at astroshop.ge', () => {
    expect(seededTexts().filter((text) => /varskvlavi/i.test(text))).toEqual([]);
    // the old name in Georgian ("star") may stay in the astronomy, never as the shop's
    expect(catalogue.about.ka).not.toContain('ვარსკვლავი');
    expect(catalogue.about.ka).toContain('AstroShop');
    expect(catalogue.about.en).toContain('AstroShop');
    expect(catalogue.contact.email).toMatch(/@astroshop\.ge$/);
  });

  test('no seeded text promises delivery fees or days of its own: the delivery settings say them', () => {
    const delivery = catalogue.faq.find((item) => /delivery/i.test(item.question.en))!;
    for (const text of [
      catalogue.policies.delivery.ka,
      catalogue.policies.delivery.en,
      delivery.answer.ka,
      delivery.answer.en,
    ]) {
      // no amount of money: neither a fee nor a threshold for free delivery
      expect(text).not.toMatch(/\d\s*(lari|ლარ|₾|GEL)/i);
    }
    // the fees and days are the delivery settings', shown beside the text (the storefront's DeliveryTerms)
    expect(catalogue.policies.delivery.en).toMatch(/table below/);
    expect(delivery.answer.en).not.toMatch(/working days|agree its time and cost/);
  });

  test('the XSS probe record carries hostile markup in both languages', () => {
    const probe = products.find((p) => p.slug === 'xss-probe-test-record');
    expect(probe).toBeDefined();
    expect(probe!.price).toBe(25);
    expect(liveStock(probe!)).toBeGreaterThan(0);
    for (const html of [probe!.details.ka, probe!.details.en]) {
      expect(html).toContain('<img src=x onerror="window.__xss=1">');
      expect(html).toContain('<script>window.__xss=1</script>');
      expect(html).toContain('<a href="javascript:window.__xss=1">link</a>');
      expect(html).toMatch(/<p onclick="window.__xss=1">[^<]+<\/p>/);
    }
  });
});

describe('generateMedia', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'seed-media-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const fivePictures = products.find((p) => p.img5 && p.pdf)!;
  const subset: SeedCatalogue = {
    ...catalogue,
    categories: catalogue.categories,
    products: [fivePictures, products.find((p) => !p.img2)!],
    news: catalogue.news.slice(0, 1),
    partners: catalogue.partners.slice(0, 1),
    warehouses: catalogue.warehouses.slice(0, 1),
  };
  // only the first top-level category gets a picture in this run
  subset.categories = catalogue.categories.map((c) => (c === topLevel[0] ? c : { ...c, image: null }));

  const expected: [folder: string, name: string, width: number, height: number][] = [
    ['categories', topLevel[0].image!, 600, 600],
    ...[fivePictures.img, fivePictures.img2, fivePictures.img3, fivePictures.img4, fivePictures.img5].map(
      (n) => ['products', n!, 800, 800] as [string, string, number, number],
    ),
    ['products', subset.products[1].img, 800, 800],
    ['news', subset.news[0].img, 1200, 675],
    ['partners', subset.partners[0].img, 400, 200],
    ['warehouse', subset.warehouses[0].img, 300, 200],
  ];

  test('draws every named picture with a thumbnail, and the PDF sheet', async () => {
    await generateMedia(dir, subset);
    for (const [folder, name, width, height] of expected) {
      const full = await sharp(path.join(dir, folder, name)).metadata();
      expect([name, full.width, full.height]).toEqual([name, width, height]);
      expect(full.format).toBe(name.endsWith('.png') ? 'png' : 'webp');
      const thumb = await sharp(path.join(dir, folder, 'thumbs', `large_${name}`)).metadata();
      expect(thumb.width).toBe(Math.min(400, width));
      expect(thumb.height).toBe(Math.round((height * Math.min(400, width)) / width));
    }
    const pdf = await readFile(path.join(dir, 'products', fivePictures.pdf!));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  test('is idempotent: a second run keeps existing files', async () => {
    const file = path.join(dir, 'products', fivePictures.img);
    const before = (await stat(file)).mtimeMs;
    await generateMedia(dir, subset);
    expect((await stat(file)).mtimeMs).toBe(before);
  }, 60_000);
});
