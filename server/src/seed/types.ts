import type { Audience, Compatibility } from '../domain/fit';

// The seeded catalogue, as hand-written content in both languages. The seed loader inserts these
// records; the media generator draws the images and PDFs they name. Keys (slug, code, file names)
// are the joins between them, so content files never carry database ids.

export type Bilingual<T> = { ka: T; en: T };

export interface SeedCategory {
  slug: string;
  /** slug of the parent category; absent for a top-level category */
  parent?: string;
  /** image file name under storage/uploads/categories (top-level categories) */
  image: string | null;
  /** shown in the home grid (exactly 8 categories carry it) */
  home: boolean;
  /** order among its siblings; header shows the first 3 top-level ones */
  position: number;
  name: Bilingual<string>;
}

export interface SeedWarehouse {
  code: 'tbilisi' | 'batumi' | 'kutaisi';
  img: string;
  name: Bilingual<string>;
  /** shoppers may collect orders here: where and when */
  pickup?: { address: Bilingual<string>; hours: Bilingual<string> };
}

export interface SeedProduct {
  slug: string;
  /** slug of the category it belongs to (may be a descendant) */
  category: string;
  /** file names under storage/uploads/products; img is required, the rest optional (null) */
  img: string;
  img2: string | null;
  img3: string | null;
  img4: string | null;
  img5: string | null;
  /** file name of a PDF specification sheet under storage/uploads/products */
  pdf: string | null;
  /** lari, at most 2 decimals, 20..20000 */
  price: number;
  /** discounted price in lari, below price, or null */
  discounted: number | null;
  /** in this week's promotion (the weekly-promotion list) */
  weeklyPromotion: boolean;
  /** stock per warehouse; live_stock is the sum (0 for sold-out products) */
  stock: Partial<Record<SeedWarehouse['code'], number>>;
  /** days before the seed date it was added (drives date sort), 0..365 */
  ageDays: number;
  name: Bilingual<string>;
  /** HTML with a specification table: aperture, focal length, focal ratio, mount, weight... */
  details: Bilingual<string>;
  /** the same specifications as data (filters, search), plus the brand; absent: none */
  specs?: SeedSpec[];
  /** what decides what it fits (domain/fit.ts); absent: nothing */
  compatibility?: Compatibility;
  /** who the catalogue marks it for; absent: no one in particular */
  audience?: Audience[];
}

export interface SeedSpec {
  /** e.g. aperture, focalLength, design, mount, brand */
  key: string;
  label: Bilingual<string>;
  value: Bilingual<string>;
  /** how a filter names the value in an address, the same in both languages: "70", "achromatic-refractor" */
  code: string;
  /** a measurement's number (70 for "70 mm"), which orders filter values; null for words */
  number: number | null;
}

export interface SeedNews {
  slug: string;
  img: string;
  /** days before the seed date it was last updated */
  ageDays: number;
  title: Bilingual<string>;
  text: Bilingual<string>; // HTML
}

export interface SeedFaq {
  position: number;
  question: Bilingual<string>;
  answer: Bilingual<string>; // HTML
}

export interface SeedPartner {
  link: string;
  img: string;
  name: string;
}

export interface SeedContact {
  fb: string;
  instagram: string;
  /** two numbers separated by a pipe */
  phone: string;
  email: string;
  address: Bilingual<string>;
}

export type PolicyKind = 'personal' | 'delivery' | 'return' | 'warranty' | 'cookie';

export interface SeedPromo {
  code: string;
  kind: 'percent' | 'fixed';
  /** percent (1..100) or lari */
  value: number;
  /** ISO date; in the past for the expired code */
  expiresAt: string;
  /** lari: the subtotal from which the code applies (default 0) */
  minSubtotal?: number;
  /** uses in all and per customer (paid orders and pending ones holding stock); absent: no limit */
  maxUses?: number;
  maxUsesPerCustomer?: number;
}

export interface SeedCatalogue {
  categories: SeedCategory[];
  warehouses: SeedWarehouse[];
  products: SeedProduct[];
  news: SeedNews[];
  faq: SeedFaq[];
  partners: SeedPartner[];
  contact: SeedContact;
  about: Bilingual<string>; // HTML
  policies: Record<PolicyKind, Bilingual<string>>; // HTML
  promos: SeedPromo[];
}
