import type { ProductRow } from '../catalogue/catalogue.repository';
import { ACCESSORY_KINDS, fits, type Verdict } from '../../domain/fit';
import type { Lang } from '../../domain/language';

// What the product page offers from the rule set (domain/fit.ts): a telescope's "fits this telescope"
// and an accessory's or mount's "fits these telescopes". Pure over the catalogue as last read.

/** how many a product page shows; the full list is the `fits` filter of a product list */
export const FITTING_SHOWN = 8;

export interface Fitting {
  row: ProductRow;
  verdict: Verdict;
}

/** the order kinds are offered in: a mount first (an OTA cannot be used without one), then eyepieces */
const KIND_ORDER = ['mount', ...ACCESSORY_KINDS];
const kindOf = (row: ProductRow) =>
  row.compatibility?.role === 'accessory' ? row.compatibility.kind : (row.compatibility?.role ?? '');

/** in stock first, fitting natively before through an adapter, then the newest */
function better(a: Fitting, b: Fitting): number {
  return (
    Number(b.row.live_stock > 0) - Number(a.row.live_stock > 0) ||
    Number(a.verdict.via_adapter) - Number(b.verdict.via_adapter) ||
    b.row.created_at.getTime() - a.row.created_at.getTime() ||
    a.row.id - b.row.id
  );
}

/**
 * What a telescope is offered, in stock, best first: one of each kind in turn (so eight eyepieces do
 * not push out the Barlow and the filter), a mount only when it is sold without one.
 */
export function offeredFor(telescope: ProductRow, products: Iterable<ProductRow>): Fitting[] {
  if (telescope.compatibility?.role !== 'telescope') return [];
  const mounted = telescope.compatibility.mounted;
  const byKind = new Map<string, Fitting[]>();
  for (const row of products) {
    const verdict = row.live_stock > 0 && fits(telescope.compatibility, row.compatibility);
    if (!verdict || (mounted && row.compatibility?.role === 'mount')) continue;
    byKind.set(kindOf(row), [...(byKind.get(kindOf(row)) ?? []), { row, verdict }]);
  }
  const queues = KIND_ORDER.map((kind) => byKind.get(kind)?.sort(better) ?? []);
  const longest = Math.max(0, ...queues.map((queue) => queue.length));
  return Array.from({ length: longest }, (_, round) => queues.flatMap((queue) => queue[round] ?? [])).flat();
}

/** the telescopes an accessory or mount fits, best first (all of them: the caller shows a few) */
export function telescopesFitting(product: ProductRow, products: Iterable<ProductRow>): Fitting[] {
  if (!product.compatibility || product.compatibility.role === 'telescope') return [];
  const found: Fitting[] = [];
  for (const row of products) {
    const verdict = row.compatibility?.role === 'telescope' && fits(row.compatibility, product.compatibility);
    if (verdict) found.push({ row, verdict });
  }
  return found.sort(better);
}

/** the catalogue's telescopes as a `fits` filter offers them: slug and name in `lang`, by name */
export function telescopeNames(products: Iterable<ProductRow>, lang: Lang): { slug: string; name: string }[] {
  return [...products]
    .filter((row) => row.compatibility?.role === 'telescope')
    .map((row) => ({ slug: row.slug, name: lang === 'ka' ? (row.name_ka ?? row.name_en) : row.name_en }))
    .sort((a, b) => a.name.localeCompare(b.name, lang) || a.slug.localeCompare(b.slug));
}
