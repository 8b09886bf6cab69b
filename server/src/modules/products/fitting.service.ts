import type { ProductRow } from '../catalogue/catalogue.repository';
import { ACCESSORY_KINDS, fits, fitsAsItIs, type Need, type Verdict } from '../../domain/fit';
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
    Number(a.verdict.verdict === 'adapter') - Number(b.verdict.verdict === 'adapter') ||
    b.row.created_at.getTime() - a.row.created_at.getTime() ||
    a.row.id - b.row.id
  );
}

/** a product page offers what fits as it is or through the adapter, never what needs more */
function asItIs(one: ProductRow, other: ProductRow): Verdict | null {
  const verdict = fits(one.compatibility, other.compatibility);
  return verdict && fitsAsItIs(verdict) ? verdict : null;
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
    const verdict = row.live_stock > 0 && asItIs(telescope, row);
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
    const verdict = row.compatibility?.role === 'telescope' && asItIs(row, product);
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

/** the words of a product that supplies what a telescope `needs` (a Vixen dovetail bar, a 2" focuser) */
const SUPPLIES: Record<Need, RegExp> = {
  '2-inch-focuser': /\b2" .*focuser/i,
  'vixen-dovetail': /\bvixen\b.*\bdovetail\b/i,
  'losmandy-dovetail': /\blosmandy\b.*\bdovetail\b/i,
};

/** how a product fits, as answers say it: what it needs named, with a product of ours in stock that supplies it */
export function fitAnswer(verdict: Verdict, products: Iterable<ProductRow>) {
  if (verdict.verdict !== 'needs') return { verdict: verdict.verdict };
  const supplier = [...products].find((row) => row.live_stock > 0 && SUPPLIES[verdict.needs].test(row.name_en));
  return { verdict: verdict.verdict, needs: { kind: verdict.needs, ...(supplier && { product_slug: supplier.slug }) } };
}
