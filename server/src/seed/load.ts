import type { Database, Queryable } from '../db/client';
import type { SeedCatalogue, SeedCategory } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;
// any constant shared by all instances: of servers starting together on one database, one seeds it
const SEED_LOCK = 7_351_004;

/** true when no catalogue was loaded yet */
export async function catalogueIsEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM categories');
  return rows[0].n === 0;
}

/** parents before children, whatever the order of the content */
function parentsFirst(categories: SeedCategory[]): SeedCategory[] {
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  const depth = (category: SeedCategory): number => {
    const parent = category.parent ? bySlug.get(category.parent) : undefined;
    if (category.parent && !parent) throw new Error(`category ${category.slug}: unknown parent ${category.parent}`);
    return parent ? 1 + depth(parent) : 0;
  };
  return [...categories].sort((a, b) => depth(a) - depth(b));
}

async function insertCategories(tx: Queryable, categories: SeedCategory[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const category of parentsFirst(categories)) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO categories (slug, parent_id, image, home, position, name_en, name_ka) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        category.slug,
        category.parent ? ids.get(category.parent) : null,
        category.image,
        category.home,
        category.position,
        category.name.en,
        category.name.ka,
      ],
    );
    ids.set(category.slug, rows[0].id);
  }
  return ids;
}

/**
 * loads the whole catalogue in one transaction into an empty database (false: it was not empty, nothing
 * done); dates are counted back from `now`. Servers starting together on one PostgreSQL take turns on a
 * lock, so the second finds the catalogue the first loaded instead of loading it again.
 */
export async function seedCatalogue(db: Database, catalogue: SeedCatalogue, now = new Date()): Promise<boolean> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (!(await catalogueIsEmpty(tx))) return false;
    const categoryIds = await insertCategories(tx, catalogue.categories);

    const warehouseIds = new Map<string, number>();
    for (const warehouse of catalogue.warehouses) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO warehouses (code, img, name_en, name_ka, pickup, address_en, address_ka, hours_en, hours_ka)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          warehouse.code,
          warehouse.img,
          warehouse.name.en,
          warehouse.name.ka,
          warehouse.pickup !== undefined,
          warehouse.pickup?.address.en ?? null,
          warehouse.pickup?.address.ka ?? null,
          warehouse.pickup?.hours.en ?? null,
          warehouse.pickup?.hours.ka ?? null,
        ],
      );
      warehouseIds.set(warehouse.code, rows[0].id);
    }

    for (const product of catalogue.products) {
      const categoryId = categoryIds.get(product.category);
      if (categoryId === undefined) throw new Error(`product ${product.slug}: unknown category ${product.category}`);
      const stock = Object.entries(product.stock).filter(([, quantity]) => (quantity ?? 0) > 0);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO products (slug, category_id, img, img2, img3, img4, img5, pdf, price, discounted, weekly_promotion, live_stock,
                               created_at, name_en, name_ka, details_en, details_ka, compatibility, audience)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING id`,
        [
          product.slug,
          categoryId,
          product.img,
          product.img2,
          product.img3,
          product.img4,
          product.img5,
          product.pdf,
          product.price.toFixed(2),
          product.discounted === null ? null : product.discounted.toFixed(2),
          product.weeklyPromotion,
          stock.reduce((sum, [, quantity]) => sum + (quantity ?? 0), 0),
          daysAgo(product.ageDays),
          product.name.en,
          product.name.ka,
          product.details.en,
          product.details.ka,
          product.compatibility ? JSON.stringify(product.compatibility) : null,
          product.audience ?? [],
        ],
      );
      for (const [position, spec] of (product.specs ?? []).entries()) {
        await tx.query(
          'INSERT INTO spec_labels (key, label_en, label_ka) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING',
          [spec.key, spec.label.en, spec.label.ka],
        );
        await tx.query(
          'INSERT INTO product_specs (product_id, key, position, value_en, value_ka, code, number) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [rows[0].id, spec.key, position, spec.value.en, spec.value.ka, spec.code, spec.number],
        );
      }
      for (const [code, quantity] of stock) {
        await tx.query('INSERT INTO product_stocks (product_id, warehouse_id, quantity) VALUES ($1, $2, $3)', [
          rows[0].id,
          warehouseIds.get(code),
          quantity,
        ]);
      }
    }

    // names, categories and specifications are all in: build the search columns from them
    await tx.query('SELECT refresh_product_search()');

    for (const item of catalogue.news) {
      await tx.query(
        'INSERT INTO news (slug, img, updated_at, title_en, title_ka, text_en, text_ka) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [item.slug, item.img, daysAgo(item.ageDays), item.title.en, item.title.ka, item.text.en, item.text.ka],
      );
    }
    for (const item of catalogue.faq) {
      await tx.query(
        'INSERT INTO faq (position, question_en, question_ka, answer_en, answer_ka) VALUES ($1, $2, $3, $4, $5)',
        [item.position, item.question.en, item.question.ka, item.answer.en, item.answer.ka],
      );
    }
    for (const [position, partner] of catalogue.partners.entries()) {
      await tx.query('INSERT INTO partners (position, name, link, img) VALUES ($1, $2, $3, $4)', [
        position + 1,
        partner.name,
        partner.link,
        partner.img,
      ]);
    }
    const { contact } = catalogue;
    await tx.query(
      `INSERT INTO contact (id, fb, instagram, phone, email, address_en, address_ka) VALUES (1, $1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET fb = $1, instagram = $2, phone = $3, email = $4, address_en = $5, address_ka = $6`,
      [contact.fb, contact.instagram, contact.phone, contact.email, contact.address.en, contact.address.ka],
    );
    const pages = { about: catalogue.about, ...catalogue.policies };
    for (const [kind, html] of Object.entries(pages)) {
      await tx.query(
        'INSERT INTO pages (kind, html_en, html_ka) VALUES ($1, $2, $3) ON CONFLICT (kind) DO UPDATE SET html_en = $2, html_ka = $3',
        [kind, html.en, html.ka],
      );
    }
    for (const promo of catalogue.promos) {
      await tx.query(
        `INSERT INTO promos (code, kind, value, expires_at, min_subtotal, max_uses, max_uses_per_customer)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          promo.code,
          promo.kind,
          promo.value.toFixed(2),
          promo.expiresAt,
          (promo.minSubtotal ?? 0).toFixed(2),
          promo.maxUses ?? null,
          promo.maxUsesPerCustomer ?? null,
        ],
      );
    }
    return true;
  });
}
