import type { CategoryRow, ProductRow } from './catalogue.repository';
import type { NewsRow } from '../content/content.repository';
import { monthlyPayment, type LoanTerms } from '../../domain/installments';
import type { Lang } from '../../domain/language';
import type { CategoryTree } from './categoryTree.service';
import { toLari, toTetri } from '../../domain/money';
import { translations } from '../../domain/translations';

// Rows to the contract's shapes (Product, Category, News, Page).

export function lari(amount: string): number {
  return toLari(toTetri(amount));
}

export function presentProduct(lang: Lang, row: ProductRow) {
  return {
    id: row.id,
    slug: row.slug,
    img: row.img,
    img2: row.img2,
    img3: row.img3,
    img4: row.img4,
    img5: row.img5,
    pdf: row.pdf,
    price: lari(row.price),
    discounted: row.discounted === null ? null : lari(row.discounted),
    live_stock: row.live_stock,
    created_at: row.created_at.toISOString(),
    translations: translations(lang, row, ['name', 'details']),
    stocks: row.stocks.map((stock) => ({
      warehouse: { img: stock.img, translations: translations(lang, stock, ['name']) },
    })),
    // a single product's own answer: its specifications, and what decides what it fits
    ...(row.specs && {
      specs: row.specs.map((spec) => ({
        key: spec.key,
        code: spec.code,
        translations: translations(lang, spec, ['label', 'value']),
      })),
      compatibility: row.compatibility,
      audience: row.audience,
      pictures: [row.img, row.img2, row.img3, row.img4, row.img5].flatMap((img) => {
        if (img === null) return [];
        const alt = row.alts?.find((entry) => entry.img === img) ?? { alt_en: '', alt_ka: null };
        return [{ img, translations: translations(lang, alt, ['alt']) }];
      }),
    }),
  };
}

/** a product as the contract shows it, with its monthly price on the shop's BOG loan terms */
export function presentWithInstallment(lang: Lang, row: ProductRow, loanTerms: LoanTerms) {
  const monthly = monthlyPayment(toTetri(row.discounted ?? row.price), loanTerms);
  return {
    ...presentProduct(lang, row),
    installment: monthly === null ? null : { months: loanTerms.months, monthly: toLari(monthly) },
  };
}

/** the given categories, each with all its descendants flattened depth-first */
export function presentCategories(lang: Lang, tree: CategoryTree, roots: CategoryRow[]) {
  return roots.map((root) => ({
    id: root.id,
    slug: root.slug,
    image: root.image,
    translations: translations(lang, root, ['name']),
    descendants: tree.descendants(root.id).map((row) => ({
      id: row.id,
      slug: row.slug,
      name: lang === 'ka' ? (row.name_ka ?? row.name_en) : row.name_en,
    })),
  }));
}

/** a category by name only: the list's heading, or a product's breadcrumb */
export function presentCategoryRef(lang: Lang, row: CategoryRow) {
  return { id: row.id, slug: row.slug, translations: translations(lang, row, ['name']) };
}

export function presentNews(lang: Lang, row: NewsRow) {
  return {
    id: row.id,
    slug: row.slug,
    img: row.img,
    updated_at: row.updated_at.toISOString(),
    // img_alt: what the picture shows, '' where it only decorates the title beside it
    translations: translations(lang, row, ['title', 'text', 'img_alt']),
  };
}

export function page<T>(data: T[], currentPage: number, perPage: number, total: number) {
  return {
    data,
    current_page: currentPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
