import type { Bilingual, SeedProduct, SeedSpec, SeedWarehouse } from '../../types';
import { listedCode } from '../../../domain/filterValues';

// Compact authoring helpers: each product is written as a name, an introduction in both languages and
// a list of specifications; the helper builds the details HTML (without the specifications, which are
// data), image names and stock record.

const labels = {
  design: ['ოპტიკური სქემა', 'Optical design'],
  aperture: ['აპერტურა', 'Aperture'],
  focalLength: ['ფოკუსური მანძილი', 'Focal length'],
  focalRatio: ['ფოკუსური ფარდობა', 'Focal ratio'],
  maxMag: ['მაქს. სასარგებლო გადიდება', 'Max. useful magnification'],
  limitingMag: ['ზღვრული ვარსკვლავიერი სიდიდე', 'Limiting magnitude'],
  resolution: ['გარჩევისუნარიანობა', 'Resolving power'],
  glass: ['მინა', 'Glass'],
  coatings: ['საფარი', 'Coatings'],
  mount: ['სადგამი', 'Mount'],
  tripod: ['შტატივი', 'Tripod'],
  eyepieces: ['ოკულარები კომპლექტში', 'Eyepieces included'],
  finder: ['მაძიებელი', 'Finder'],
  focuser: ['ფოკუსერი', 'Focuser'],
  tubeLength: ['მილის სიგრძე', 'Tube length'],
  weight: ['წონა', 'Weight'],
  tubeWeight: ['მილის წონა', 'Tube weight'],
  payload: ['ტვირთამწეობა', 'Payload capacity'],
  tracking: ['თვალყურის დევნება', 'Tracking'],
  database: ['ობიექტების ბაზა', 'Object database'],
  power: ['კვება', 'Power'],
  capacity: ['ტევადობა', 'Capacity'],
  outputs: ['გამოსასვლელები', 'Outputs'],
  magnification: ['გადიდება', 'Magnification'],
  objective: ['ობიექტივის დიამეტრი', 'Objective diameter'],
  fieldOfView: ['ხედვის ველი', 'Field of view'],
  apparentField: ['ხილული ხედვის ველი', 'Apparent field of view'],
  eyeRelief: ['თვალის დაშორება', 'Eye relief'],
  exitPupil: ['გამოსასვლელი გუგა', 'Exit pupil'],
  prism: ['პრიზმა', 'Prism'],
  barrel: ['ჩასადგმელი დიამეტრი', 'Barrel diameter'],
  elements: ['ლინზები', 'Elements'],
  threads: ['ხრახნი', 'Thread'],
  waterproof: ['წყალგაუმტარობა', 'Waterproof'],
  sensor: ['სენსორი', 'Sensor'],
  pixels: ['პიქსელის ზომა', 'Pixel size'],
  imageSize: ['გარჩევადობა', 'Resolution'],
  cooling: ['გაგრილება', 'Cooling'],
  interface: ['ინტერფეისი', 'Interface'],
  bandwidth: ['გამტარობის ზოლი', 'Bandwidth'],
  transmission: ['გამტარობა', 'Transmission'],
  size: ['ზომა', 'Size'],
  material: ['მასალა', 'Material'],
  compatibility: ['თავსებადობა', 'Compatibility'],
  objectives: ['ობიექტივები', 'Objectives'],
  illumination: ['განათება', 'Illumination'],
  stage: ['მაგიდა', 'Stage'],
  pages: ['გვერდები', 'Pages'],
  language: ['ენა', 'Language'],
  warranty: ['გარანტია', 'Warranty'],
  inBox: ['კომპლექტაცია', 'In the box'],
  height: ['სიმაღლე', 'Height'],
  diameter: ['დიამეტრი', 'Diameter'],
  length: ['სიგრძე', 'Length'],
  brand: ['ბრენდი', 'Brand'],
} as const satisfies Record<string, readonly [string, string]>;

export type SpecKey = keyof typeof labels;
export type Value = string | Bilingual<string>;
export type Spec = [SpecKey, Value];

const kaUnits: Record<string, string> = {
  mm: 'მმ',
  cm: 'სმ',
  m: 'მ',
  kg: 'კგ',
  g: 'გ',
  h: 'სთ',
  min: 'წთ',
  Ah: 'ა·სთ',
  Wh: 'ვტ·სთ',
  years: 'წელი',
  year: 'წელი',
  pages: 'გვერდი',
  µm: 'მკმ',
  nm: 'ნმ',
};

/** English value with units (mm, kg, ...) -> the same value with Georgian unit names. */
export function ka(value: string): string {
  return value.replace(
    /(\d)\s*(mm|cm|kg|Ah|Wh|min|years|year|pages|µm|nm|g|m|h)\b/g,
    (_, d: string, u: string) => `${d} ${kaUnits[u]}`,
  );
}

export const yes: Bilingual<string> = { ka: 'დიახ', en: 'Yes' };
export const no: Bilingual<string> = { ka: 'არა', en: 'No' };
export const years = (n: number): Bilingual<string> => ({ ka: `${n} წელი`, en: n === 1 ? '1 year' : `${n} years` });

export type Stock = [tbilisi: number, batumi: number, kutaisi: number] | [];

export interface ProductInput {
  slug: string;
  category: string;
  price: number;
  discounted?: number;
  weekly?: boolean;
  /** stock in tbilisi, batumi, kutaisi; [] for a product without stock records */
  stock: Stock;
  age: number;
  /** number of pictures, 1..5 */
  images?: number;
  pdf?: boolean;
  name: Bilingual<string>;
  /** introduction: one or more paragraphs of plain text (may hold inline HTML) */
  intro: Bilingual<string | string[]>;
  specs: Spec[];
  /** optional "in the box" / features list */
  list?: Bilingual<string[]>;
}

const codes: SeedWarehouse['code'][] = ['tbilisi', 'batumi', 'kutaisi'];

function paragraphs(text: string | string[]): string {
  return (Array.isArray(text) ? text : [text]).map((p) => `<p>${p}</p>`).join('');
}

/** the introduction and its list; the specifications are data (specs), which the product page shows as a table */
export function details(lang: 'ka' | 'en', p: Pick<ProductInput, 'intro' | 'list'>): string {
  const list = p.list ? `<ul>${p.list[lang].map((i) => `<li>${i}</li>`).join('')}</ul>` : '';
  return `${paragraphs(p.intro[lang])}${list}`;
}

/** the shop's own brands: a product name starting with one of them carries it as a specification */
const BRANDS = ['Lumen', 'Orbita', 'Nebula', 'Kavkasia', 'Polaris', 'Ushba', 'Tetnuldi', 'Kolkhi', 'Kosmo', 'Helios'];

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * a specification as data: a single measurement ("70 mm", "9x") is a number, a value of a filter with a
 * list of values is that list's (domain/filterValues.ts), anything else a word
 */
function specOf([key, value]: Spec): SeedSpec {
  const en = typeof value === 'string' ? value : value.en;
  const measurement = /^(\d+(?:\.\d+)?)\s*(mm|cm|m|kg|g|x)?$/.exec(en);
  const number = measurement ? Number(measurement[1]) : null;
  const stored = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  const listed = listedCode(stored, en);
  if (listed === undefined) throw new Error(`${stored} "${en}" is none of the filter's values`);
  return {
    key: stored,
    label: { ka: labels[key][0], en: labels[key][1] },
    value: typeof value === 'string' ? { ka: ka(value), en: value } : value,
    code: listed ?? (number === null ? slugify(en) : String(number)),
    number,
  };
}

export function specs(p: Pick<ProductInput, 'name' | 'specs'>): SeedSpec[] {
  const brand = BRANDS.find((name) => p.name.en.startsWith(`${name} `));
  return [...p.specs, ...(brand ? [['brand', brand] as Spec] : [])].map(specOf);
}

export function product(p: ProductInput): SeedProduct {
  const images = p.images ?? 1;
  const img = (n: number) => (n <= images ? `${p.slug}${n === 1 ? '' : `-${n}`}.webp` : null);
  const stock: SeedProduct['stock'] = {};
  p.stock.forEach((qty, i) => {
    // keep explicit zero rows only for a product that is sold out everywhere
    if (qty > 0 || p.stock.every((q) => q === 0)) stock[codes[i]] = qty;
  });
  return {
    slug: p.slug,
    category: p.category,
    img: `${p.slug}.webp`,
    img2: img(2),
    img3: img(3),
    img4: img(4),
    img5: img(5),
    pdf: p.pdf ? `${p.slug}.pdf` : null,
    price: p.price,
    discounted: p.discounted ?? null,
    weeklyPromotion: p.weekly ?? false,
    stock,
    ageDays: p.age,
    name: p.name,
    details: { ka: details('ka', p), en: details('en', p) },
    specs: specs(p),
  };
}
