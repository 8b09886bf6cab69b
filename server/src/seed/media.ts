// Draws every picture and PDF the seeded catalogue names, deterministically, into the uploads folder:
// {uploadsDir}/{categories|products|news|partners|warehouse}/{name} plus thumbs/large_{name}.
// Pictures are small SVG scenes (night-sky gradient, stars, a stylised silhouette) rendered by sharp;
// the file extension picks the encoder. Existing non-empty files are kept, so reruns are cheap.
import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { SeedCatalogue, SeedProduct } from './types';
import { SHOP_NAME } from './content/pages';

type Folder = 'categories' | 'products' | 'news' | 'partners' | 'warehouse';

const SIZES: Record<Folder, [number, number]> = {
  products: [800, 800],
  news: [1200, 675],
  categories: [600, 600],
  partners: [400, 200],
  warehouse: [300, 200],
};
const THUMB_WIDTH = 400;
const CONCURRENCY = 4;

// ---------------------------------------------------------------- deterministic randomness

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function random(seed: number): () => number {
  let a = seed || 1;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// ---------------------------------------------------------------- icons (in a 100 x 100 box)

type Icon =
  | 'refractor'
  | 'reflector'
  | 'dobsonian'
  | 'compact'
  | 'binoculars'
  | 'eyepiece'
  | 'mount'
  | 'camera'
  | 'filter'
  | 'microscope'
  | 'battery'
  | 'book'
  | 'globe'
  | 'tube'
  | 'building';

/** B: body colour, A: accent colour, D: dark detail colour */
const tripod = (x: number, y: number, B: string) =>
  `<path d="M${x} ${y}L${x - 19} 94M${x} ${y}L${x + 19} 94M${x} ${y}L${x} 94" stroke="${B}" stroke-width="3" stroke-linecap="round" fill="none"/>` +
  `<path d="M${x - 11} 78H${x + 11}" stroke="${B}" stroke-width="2"/>`;

const ICONS: Record<Icon, (B: string, A: string, D: string) => string> = {
  refractor: (B, A, D) =>
    tripod(50, 58, B) +
    `<circle cx="50" cy="57" r="5" fill="${A}"/>` +
    `<g transform="rotate(-28 50 48)"><rect x="14" y="42" width="60" height="12" rx="2" fill="${B}"/>` +
    `<rect x="72" y="40" width="15" height="16" rx="2" fill="${A}"/><rect x="6" y="45" width="9" height="6" fill="${D}" stroke="${B}"/>` +
    `<rect x="36" y="36" width="18" height="5" rx="1" fill="${B}"/><rect x="44" y="54" width="12" height="3" fill="${D}"/></g>`,
  reflector: (B, A, D) =>
    tripod(50, 60, B) +
    `<circle cx="50" cy="60" r="6" fill="${A}"/><path d="M50 60l14 10" stroke="${B}" stroke-width="3"/><circle cx="66" cy="72" r="4" fill="${B}"/>` +
    `<g transform="rotate(-25 50 46)"><rect x="12" y="36" width="72" height="20" rx="3" fill="${B}"/>` +
    `<rect x="80" y="35" width="5" height="22" fill="${A}"/><rect x="64" y="29" width="7" height="8" fill="${D}" stroke="${B}"/>` +
    `<rect x="30" y="32" width="16" height="4" fill="${A}"/></g>`,
  dobsonian: (B, A, D) =>
    `<g transform="rotate(-40 50 62)"><rect x="12" y="47" width="76" height="22" rx="2" fill="${B}" stroke="${D}"/>` +
    `<rect x="84" y="46" width="5" height="24" fill="${A}"/><rect x="70" y="40" width="7" height="8" fill="${D}" stroke="${B}"/></g>` +
    `<ellipse cx="50" cy="91" rx="30" ry="4" fill="${D}" stroke="${B}"/>` +
    `<path d="M32 89V58h6v31M62 89V58h6v31M32 84h36v5H32z" fill="${B}" stroke="${D}"/><circle cx="35" cy="62" r="3" fill="${A}"/><circle cx="65" cy="62" r="3" fill="${A}"/>`,
  compact: (B, A, D) =>
    tripod(50, 70, B) +
    `<path d="M40 72V52h-6v24h32V52h-6v20z" fill="${D}" stroke="${B}" stroke-width="2"/>` +
    `<g transform="rotate(-20 50 45)"><rect x="26" y="32" width="46" height="28" rx="6" fill="${B}"/>` +
    `<ellipse cx="72" cy="46" rx="5" ry="14" fill="${A}"/><rect x="18" y="41" width="9" height="10" fill="${D}" stroke="${B}"/></g>`,
  binoculars: (B, A, D) =>
    `<rect x="18" y="30" width="26" height="46" rx="8" fill="${B}"/><rect x="56" y="30" width="26" height="46" rx="8" fill="${B}"/>` +
    `<rect x="42" y="40" width="16" height="14" rx="3" fill="${D}" stroke="${B}" stroke-width="2"/>` +
    `<rect x="22" y="18" width="18" height="14" rx="3" fill="${D}" stroke="${B}" stroke-width="2"/><rect x="60" y="18" width="18" height="14" rx="3" fill="${D}" stroke="${B}" stroke-width="2"/>` +
    `<ellipse cx="31" cy="76" rx="11" ry="4" fill="${A}"/><ellipse cx="69" cy="76" rx="11" ry="4" fill="${A}"/>` +
    `<path d="M18 50h26M56 50h26M18 58h26M56 58h26" stroke="${D}" stroke-width="2"/>`,
  eyepiece: (B, A, D) =>
    `<rect x="38" y="66" width="24" height="24" fill="${D}" stroke="${B}" stroke-width="2"/>` +
    `<rect x="30" y="28" width="40" height="40" rx="4" fill="${B}"/>` +
    `<path d="M30 38h40M30 44h40M30 50h40M30 56h40" stroke="${D}" stroke-width="2"/>` +
    `<rect x="33" y="12" width="34" height="17" rx="6" fill="${D}" stroke="${B}" stroke-width="2"/><ellipse cx="50" cy="13" rx="12" ry="3" fill="${A}"/>`,
  mount: (B, A, D) =>
    tripod(50, 66, B) +
    `<rect x="40" y="50" width="20" height="18" rx="3" fill="${B}"/>` +
    `<g transform="rotate(-35 50 50)"><rect x="44" y="20" width="12" height="34" rx="3" fill="${B}" stroke="${D}"/>` +
    `<path d="M50 54V80" stroke="${B}" stroke-width="3"/><rect x="41" y="72" width="18" height="10" rx="2" fill="${A}"/>` +
    `<rect x="38" y="14" width="24" height="7" fill="${A}"/></g>`,
  camera: (B, A, D) =>
    `<rect x="22" y="24" width="56" height="56" rx="14" fill="${B}"/>` +
    `<path d="M30 26v52M38 24v56M62 24v56M70 26v52" stroke="${D}" stroke-width="2" opacity="0.6"/>` +
    `<circle cx="50" cy="52" r="17" fill="${D}" stroke="${B}" stroke-width="3"/><circle cx="50" cy="52" r="9" fill="${A}"/>` +
    `<rect x="44" y="14" width="12" height="10" fill="${D}" stroke="${B}" stroke-width="2"/>`,
  filter: (B, A, D) =>
    `<circle cx="50" cy="52" r="34" fill="${D}" stroke="${B}" stroke-width="8"/>` +
    `<circle cx="50" cy="52" r="26" fill="${A}" opacity="0.75"/>` +
    `<path d="M33 38a24 24 0 0 1 20-10" stroke="#fff" stroke-width="3" fill="none" opacity="0.7"/>` +
    `<path d="M24 84h52" stroke="${B}" stroke-width="3" stroke-dasharray="3 3"/>`,
  microscope: (B, A, D) =>
    `<rect x="22" y="84" width="56" height="8" rx="2" fill="${B}"/>` +
    `<path d="M62 84V50q0-20-16-28" stroke="${B}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<rect x="26" y="60" width="38" height="5" fill="${A}"/>` +
    `<g transform="rotate(-25 40 30)"><rect x="33" y="10" width="14" height="38" rx="2" fill="${B}" stroke="${D}"/>` +
    `<rect x="35" y="47" width="10" height="9" fill="${D}" stroke="${B}"/><rect x="31" y="4" width="18" height="8" rx="2" fill="${A}"/></g>`,
  battery: (B, A, D) =>
    `<rect x="20" y="30" width="60" height="56" rx="6" fill="${B}"/>` +
    `<path d="M36 30V20h28v10" stroke="${B}" stroke-width="5" fill="none"/>` +
    `<circle cx="34" cy="50" r="5" fill="${D}"/><circle cx="50" cy="50" r="5" fill="${D}"/><circle cx="66" cy="50" r="5" fill="${D}"/>` +
    `<rect x="30" y="66" width="40" height="10" rx="2" fill="${A}"/>`,
  book: (B, A, D) =>
    `<path d="M50 28Q32 18 12 24V82Q32 76 50 86Q68 76 88 82V24Q68 18 50 28z" fill="${B}" stroke="${D}" stroke-width="2"/>` +
    `<path d="M50 28V86" stroke="${D}" stroke-width="2"/>` +
    `<path d="M31 40l2.4 5 5.4.6-4 3.7 1.1 5.3-4.9-2.7-4.8 2.7 1-5.3-4-3.7 5.4-.6z" fill="${A}"/>` +
    `<path d="M58 42h22M58 50h22M58 58h18M20 64h22M20 70h18" stroke="${D}" stroke-width="2"/>`,
  globe: (B, A, D) =>
    `<path d="M36 92h28M50 80v12" stroke="${B}" stroke-width="4"/>` +
    `<circle cx="50" cy="44" r="34" fill="${B}"/>` +
    `<circle cx="38" cy="34" r="7" fill="${D}" opacity="0.35"/><circle cx="60" cy="54" r="10" fill="${D}" opacity="0.3"/>` +
    `<circle cx="58" cy="28" r="4" fill="${D}" opacity="0.35"/><circle cx="36" cy="58" r="5" fill="${A}" opacity="0.5"/>`,
  tube: (B, A, D) =>
    `<rect x="14" y="40" width="68" height="18" rx="3" fill="${B}"/>` +
    `<rect x="78" y="37" width="10" height="24" rx="2" fill="${A}"/><rect x="8" y="43" width="8" height="12" fill="${D}" stroke="${B}"/>` +
    `<rect x="30" y="36" width="8" height="26" rx="2" fill="${D}" stroke="${B}" stroke-width="2"/><rect x="58" y="36" width="8" height="26" rx="2" fill="${D}" stroke="${B}" stroke-width="2"/>` +
    `<rect x="24" y="62" width="48" height="8" rx="2" fill="${B}"/>`,
  building: (B, A, D) =>
    `<path d="M10 44L50 18L90 44V88H10z" fill="${B}"/>` +
    `<rect x="30" y="52" width="40" height="36" fill="${D}"/>` +
    `<path d="M30 60h40M30 68h40M30 76h40" stroke="${B}" stroke-width="2" opacity="0.5"/>` +
    `<circle cx="50" cy="36" r="5" fill="${A}"/>`,
};

// ---------------------------------------------------------------- the scene builder

interface Scene {
  width: number;
  height: number;
  seed: string;
  /** base hue of the sky (0..360) */
  hue: number;
  /** hue of the icon's accent colour; opposite the sky by default */
  accent?: number;
  /** night sky (default) or a light card, for logos */
  light?: boolean;
  icon?: Icon;
  /** icon scale relative to the shorter side, and rotation / mirror for picture variants */
  iconScale?: number;
  iconRotate?: number;
  mirror?: boolean;
  /** sky features for news pictures */
  features?: ('moon' | 'redMoon' | 'meteors' | 'milkyWay' | 'ringed' | 'banded' | 'sun' | 'hills')[];
  label?: string;
}

function scene(s: Scene): string {
  const { width: w, height: h } = s;
  const rnd = random(hash(s.seed));
  const parts: string[] = [];
  const top = s.light ? `hsl(${s.hue},35%,96%)` : `hsl(${s.hue},65%,7%)`;
  const bottom = s.light ? `hsl(${s.hue},40%,86%)` : `hsl(${(s.hue + 35) % 360},55%,24%)`;
  parts.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
      `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
  );
  const features = new Set(s.features ?? []);
  if (features.has('milkyWay')) {
    for (let i = 0; i < 16; i++) {
      const t = i / 15;
      parts.push(
        `<ellipse cx="${(t * w).toFixed(0)}" cy="${(h * (0.75 - 0.55 * t) + (rnd() - 0.5) * 40).toFixed(0)}" rx="${(w * 0.09).toFixed(0)}" ry="${(h * 0.08).toFixed(0)}" fill="hsl(${s.hue + 20},60%,80%)" opacity="${(0.05 + rnd() * 0.06).toFixed(2)}" transform="rotate(-30 ${(t * w).toFixed(0)} ${(h * (0.75 - 0.55 * t)).toFixed(0)})"/>`,
      );
    }
  }
  if (!s.light) {
    const stars = Math.round((w * h) / 9000) + (features.has('milkyWay') ? 120 : 0);
    for (let i = 0; i < stars; i++) {
      const r = (0.4 + rnd() ** 3 * 2.2) * (w / 800 + 0.4);
      parts.push(
        `<circle cx="${(rnd() * w).toFixed(1)}" cy="${(rnd() * h).toFixed(1)}" r="${r.toFixed(2)}" fill="#fff" opacity="${(0.35 + rnd() * 0.65).toFixed(2)}"/>`,
      );
    }
    // two brighter stars with a soft glow
    for (let i = 0; i < 2; i++) {
      const x = rnd() * w;
      const y = rnd() * h * 0.6;
      parts.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(w / 80).toFixed(1)}" fill="url(#glow)"/>`);
    }
  }
  const m = Math.min(w, h);
  if (features.has('moon') || features.has('redMoon')) {
    const fill = features.has('redMoon') ? '#b5482a' : '#f2efe4';
    parts.push(
      `<circle cx="${w * 0.75}" cy="${h * 0.28}" r="${m * 0.15}" fill="url(#glow)" opacity="0.4"/>`,
      `<circle cx="${w * 0.75}" cy="${h * 0.28}" r="${m * 0.1}" fill="${fill}"/>`,
      `<circle cx="${w * 0.73}" cy="${h * 0.25}" r="${m * 0.02}" fill="#000" opacity="0.12"/><circle cx="${w * 0.78}" cy="${h * 0.31}" r="${m * 0.03}" fill="#000" opacity="0.1"/>`,
    );
  }
  if (features.has('sun')) {
    parts.push(
      `<circle cx="${w * 0.7}" cy="${h * 0.32}" r="${m * 0.2}" fill="#ffb347" opacity="0.25"/>`,
      `<circle cx="${w * 0.7}" cy="${h * 0.32}" r="${m * 0.13}" fill="#ffcc33"/>`,
      `<circle cx="${w * 0.67}" cy="${h * 0.3}" r="${m * 0.012}" fill="#7a4a00"/><circle cx="${w * 0.73}" cy="${h * 0.35}" r="${m * 0.008}" fill="#7a4a00"/>`,
    );
  }
  if (features.has('ringed')) {
    const cx = w * 0.7;
    const cy = h * 0.32;
    parts.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${m * 0.2}" ry="${m * 0.045}" fill="none" stroke="#d8c79a" stroke-width="${m * 0.018}" transform="rotate(-12 ${cx} ${cy})"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${m * 0.09}" fill="#e3cf95"/>`,
      `<path d="M${cx - m * 0.09} ${cy + m * 0.02}A${m * 0.2} ${m * 0.045} -12 0 0 ${cx + m * 0.09} ${cy - m * 0.02}" fill="none" stroke="#d8c79a" stroke-width="${m * 0.018}" transform="rotate(-12 ${cx} ${cy})"/>`,
    );
  }
  if (features.has('banded')) {
    const cx = w * 0.7;
    const cy = h * 0.32;
    const r = m * 0.12;
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#e8d6b8"/>`,
      `<path d="M${cx - r} ${cy - r * 0.25}h${2 * r}M${cx - r} ${cy + r * 0.25}h${2 * r}" stroke="#a87550" stroke-width="${r * 0.16}"/>`,
      `<circle cx="${cx + r * 0.35}" cy="${cy + r * 0.45}" r="${r * 0.12}" fill="#c0603a"/>`,
      ...[-2.2, -1.5, 1.7].map((k) => `<circle cx="${cx + k * r}" cy="${cy + k * 2}" r="${m * 0.006}" fill="#fff"/>`),
    );
  }
  if (features.has('meteors')) {
    for (let i = 0; i < 6; i++) {
      const x = w * (0.15 + rnd() * 0.7);
      const y = h * (0.05 + rnd() * 0.45);
      const len = m * (0.12 + rnd() * 0.15);
      parts.push(
        `<path d="M${x.toFixed(0)} ${y.toFixed(0)}l${(-len).toFixed(0)} ${(len * 0.45).toFixed(0)}" stroke="#fff" stroke-width="${(m / 300).toFixed(1)}" stroke-linecap="round" opacity="${(0.5 + rnd() * 0.5).toFixed(2)}"/>`,
      );
    }
  }
  if (features.has('hills')) {
    let d = `M0 ${h}`;
    for (let i = 0; i <= 12; i++) d += `L${((i / 12) * w).toFixed(0)} ${(h * (0.72 + rnd() * 0.14)).toFixed(0)}`;
    parts.push(`<path d="${d}L${w} ${h}z" fill="hsl(${s.hue},40%,4%)"/>`);
  }
  if (s.icon) {
    const size = m * (s.iconScale ?? 0.62);
    const k = size / 100;
    const cx = s.label ? h * 0.44 : w / 2;
    const cy = h / 2;
    const B = s.light ? `hsl(${s.hue},45%,30%)` : `hsl(${s.hue},20%,90%)`;
    const A = `hsl(${s.accent ?? (s.hue + 180) % 360},75%,${s.light ? 50 : 62}%)`;
    const D = s.light ? `hsl(${s.hue},30%,80%)` : `hsl(${s.hue},45%,14%)`;
    const flip = s.mirror ? ' translate(100 0) scale(-1 1)' : '';
    parts.push(
      `<g transform="translate(${(cx - size / 2).toFixed(1)} ${(cy - size / 2).toFixed(1)}) scale(${k.toFixed(3)}) rotate(${s.iconRotate ?? 0} 50 50)${flip}">${ICONS[s.icon](B, A, D)}</g>`,
    );
  }
  if (s.label) {
    // one line, or two lines split at the space nearest the middle for longer names
    const words = s.label.split(' ');
    let lines = [s.label];
    if (s.label.length > 14 && words.length > 1) {
      let best = 1;
      const half = s.label.length / 2;
      for (let i = 1; i < words.length; i++) {
        if (
          Math.abs(words.slice(0, i).join(' ').length - half) < Math.abs(words.slice(0, best).join(' ').length - half)
        )
          best = i;
      }
      lines = [words.slice(0, best).join(' '), words.slice(best).join(' ')];
    }
    const x = h * 0.84;
    const longest = Math.max(...lines.map((l) => l.length));
    const size = Math.min(h * 0.17, (w - x - h * 0.06) / (longest * 0.68));
    const fill = s.light ? `hsl(${s.hue},45%,22%)` : '#fff';
    lines.forEach((line, i) => {
      const y = h / 2 + size * 0.35 + (i - (lines.length - 1) / 2) * size * 1.25;
      parts.push(
        `<text x="${x.toFixed(0)}" y="${y.toFixed(0)}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${size.toFixed(1)}" fill="${fill}">${xml(line)}</text>`,
      );
    });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
}

// ---------------------------------------------------------------- what to draw for each record

const ICON_RULES: [RegExp, Icon][] = [
  [/dobsonian/, 'dobsonian'],
  [/maksutov|schmidt|ritchey|catadioptric|smart/, 'compact'],
  [/reflector|newtonian/, 'reflector'],
  [/refractor|kids|solar-tel|spotting|^telescopes$/, 'refractor'],
  [/binocular/, 'binoculars'],
  [/eyepiece|binoviewer/, 'eyepiece'],
  [/mount|counterweight|tripod/, 'mount'],
  [/camera|guiding|controller|astrophotography/, 'camera'],
  [/filter/, 'filter'],
  [/microscope/, 'microscope'],
  [/power/, 'battery'],
  [/book|chart|planisphere|atlas/, 'book'],
  [/globe/, 'globe'],
];

/** The icon for a category: the first rule matching the category or, failing that, an ancestor. */
function iconFor(slug: string, parents: Map<string, string | undefined>): Icon {
  for (let s: string | undefined = slug; s; s = parents.get(s)) {
    const current = s;
    const rule = ICON_RULES.find(([re]) => re.test(current));
    if (rule) return rule[1];
  }
  return 'tube';
}

/** Night-sky hues stay between blue and violet, varied per record. */
function skyHue(key: string): number {
  return 205 + (hash(`sky:${key}`) % 80);
}

function newsFeatures(slug: string): Scene['features'] {
  if (/eclipse/.test(slug)) return ['redMoon', 'hills'];
  if (/perseid|geminid|meteor/.test(slug)) return ['meteors', 'milkyWay', 'hills'];
  if (/saturn/.test(slug)) return ['ringed', 'hills'];
  if (/jupiter/.test(slug)) return ['banded', 'hills'];
  if (/milky-way|dark-sky|messier/.test(slug)) return ['milkyWay', 'hills'];
  if (/solar|sun/.test(slug)) return ['sun', 'hills'];
  if (/moon/.test(slug)) return ['moon', 'hills'];
  return hash(slug) % 2 ? ['moon', 'hills'] : ['milkyWay', 'hills'];
}

interface ImageJob {
  kind: 'image';
  folder: Folder;
  name: string;
  svg: () => string;
}
interface PdfJob {
  kind: 'pdf';
  name: string;
  product: SeedProduct;
}
type Job = ImageJob | PdfJob;

function productImages(p: SeedProduct): string[] {
  return [p.img, p.img2, p.img3, p.img4, p.img5].filter((n): n is string => !!n);
}

function buildJobs(catalogue: SeedCatalogue): Job[] {
  const parents = new Map(catalogue.categories.map((c) => [c.slug, c.parent]));
  const jobs: Job[] = [];
  const image = (folder: Folder, name: string, make: (w: number, h: number) => Scene) => {
    const [w, h] = SIZES[folder];
    jobs.push({ kind: 'image', folder, name, svg: () => scene(make(w, h)) });
  };

  for (const c of catalogue.categories) {
    if (!c.image) continue;
    const icon = iconFor(c.slug, parents);
    image('categories', c.image, (width, height) => ({
      width,
      height,
      seed: c.slug,
      hue: skyHue(c.slug),
      accent: hash(c.slug) % 360,
      icon,
      iconScale: 0.6,
    }));
  }
  for (const p of catalogue.products) {
    const icon = iconFor(p.category, parents);
    const hue = skyHue(p.slug);
    const accent = hash(p.slug) % 360;
    productImages(p).forEach((name, i) => {
      // picture variants: the same object closer, turned, mirrored, or further away
      const variant = [
        { iconScale: 0.66 },
        { iconScale: 0.9 },
        { iconScale: 0.62, iconRotate: -12 },
        { iconScale: 0.62, mirror: true },
        { iconScale: 0.45, iconRotate: 8 },
      ][i];
      image('products', name, (width, height) => ({
        width,
        height,
        seed: `${p.slug}:${i}`,
        hue: hue + ((i * 17) % 40) - 20,
        accent,
        icon,
        ...variant,
      }));
    });
    if (p.pdf) jobs.push({ kind: 'pdf', name: p.pdf, product: p });
  }
  for (const n of catalogue.news) {
    const guide = /choose|collimat|telescope|young|smartphone|binocular/.test(n.slug);
    image('news', n.img, (width, height) => ({
      width,
      height,
      seed: n.slug,
      hue: skyHue(n.slug),
      features: newsFeatures(n.slug),
      ...(guide ? { icon: 'refractor' as const, iconScale: 0.45 } : {}),
    }));
  }
  for (const partner of catalogue.partners) {
    image('partners', partner.img, (width, height) => ({
      width,
      height,
      seed: partner.name,
      hue: hash(partner.name) % 360,
      light: true,
      icon: /optic|works|drive/i.test(partner.name) ? 'filter' : 'refractor',
      iconScale: 0.66,
      label: partner.name,
    }));
  }
  for (const w of catalogue.warehouses) {
    image('warehouse', w.img, (width, height) => ({
      width,
      height,
      seed: w.code,
      hue: hash(w.code) % 360,
      light: true,
      icon: 'building',
      iconScale: 0.66,
      label: w.code.toUpperCase(),
    }));
  }
  return jobs;
}

// ---------------------------------------------------------------- writing files

async function exists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).size > 0;
  } catch {
    return false;
  }
}

/** Encode by extension, write to a temporary name and rename, so a half-written file never counts. */
async function save(img: sharp.Sharp, file: string): Promise<void> {
  const ext = path.extname(file).toLowerCase();
  const encoded =
    ext === '.png'
      ? img.png({ compressionLevel: 8 })
      : ext === '.jpg' || ext === '.jpeg'
        ? img.jpeg({ quality: 82, mozjpeg: true })
        : img.webp({ quality: 80, effort: 2 });
  const tmp = `${file}.${process.pid}.tmp`;
  await encoded.toFile(tmp);
  await fs.rename(tmp, file);
}

async function renderImage(uploadsDir: string, job: ImageJob): Promise<void> {
  const dir = path.join(uploadsDir, job.folder);
  const file = path.join(dir, job.name);
  const thumb = path.join(dir, 'thumbs', `large_${job.name}`);
  const [haveFull, haveThumb] = await Promise.all([exists(file), exists(thumb)]);
  if (haveFull && haveThumb) return;
  await fs.mkdir(path.dirname(thumb), { recursive: true });
  const { data, info } = await sharp(Buffer.from(job.svg())).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  if (!haveFull) await save(sharp(data, raw), file);
  if (!haveThumb) await save(sharp(data, raw).resize({ width: Math.min(THUMB_WIDTH, info.width) }), thumb);
}

const GREEK: Record<string, string> = { α: 'alpha', β: 'beta', Δ: 'delta', '≥': '>=', '≤': '<=', '·': '.' };

/** pdfkit's standard fonts cover WinAnsi only: transliterate the few symbols the specs use. */
function pdfText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[^\x20-\xff–—‘’“”•…]/g, (ch) => GREEK[ch] ?? '?');
}

function specSheet(p: SeedProduct, contact: SeedCatalogue['contact']): InstanceType<typeof PDFDocument> {
  const html = p.details.en;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: pdfText(p.name.en), Author: SHOP_NAME, CreationDate: new Date(Date.UTC(2025, 0, 1)) },
  });
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#14213d').text(pdfText(p.name.en));
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#666').text('Specification sheet');
  doc.moveDown(0.8).fontSize(11).fillColor('#000');
  for (const [, para] of html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g))
    doc.text(pdfText(para), { align: 'justify' }).moveDown(0.5);
  for (const [, item] of html.matchAll(/<li>([\s\S]*?)<\/li>/g)) doc.text(`•  ${pdfText(item)}`);
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text('Specifications').moveDown(0.4);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fontSize(10);
  let i = 0;
  for (const [, label, value] of html.matchAll(/<tr><th>([\s\S]*?)<\/th><td>([\s\S]*?)<\/td><\/tr>/g)) {
    const y = doc.y;
    if (i++ % 2 === 0) doc.rect(left, y - 3, width, 18).fill('#eef1f7');
    doc
      .fillColor('#000')
      .font('Helvetica-Bold')
      .text(pdfText(label), left + 6, y, { width: width * 0.4 });
    doc.font('Helvetica').text(pdfText(value), left + width * 0.42, y, { width: width * 0.56 });
    doc.y = Math.max(doc.y, y + 18);
  }
  doc.moveDown(2).font('Helvetica').fontSize(9).fillColor('#666');
  doc.text(`${SHOP_NAME} - ${contact.email} - ${contact.phone.split('|').join(', ')}`, left, doc.y, { width });
  return doc;
}

async function renderPdf(uploadsDir: string, job: PdfJob, contact: SeedCatalogue['contact']): Promise<void> {
  const file = path.join(uploadsDir, 'products', job.name);
  if (await exists(file)) return;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await new Promise<void>((resolve, reject) => {
    const out = createWriteStream(tmp);
    out.on('finish', resolve).on('error', reject);
    const doc = specSheet(job.product, contact);
    doc.pipe(out);
    doc.end();
  });
  await fs.rename(tmp, file);
}

/** Draws all images and PDF sheets the catalogue names; idempotent and deterministic. */
export async function generateMedia(uploadsDir: string, catalogue: SeedCatalogue): Promise<void> {
  const jobs = buildJobs(catalogue);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (job.kind === 'pdf') await renderPdf(uploadsDir, job, catalogue.contact);
      else await renderImage(uploadsDir, job);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker));
}
