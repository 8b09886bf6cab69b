import type { Product } from '@/entities/product';

/** One specification across the compared products: a value per product ('' where it has none). */
export interface CompareRow {
  key: string;
  label: string;
  values: string[];
  /** not every product has the same value: the row is highlighted */
  differs: boolean;
}

/**
 * The products' specifications aligned: one row per specification any of them has, in the order they
 * first appear (the catalogue's own order), each product's value in its column.
 */
export function compareRows(products: readonly Pick<Product, 'specs'>[]): CompareRow[] {
  const labels = new Map<string, string>();
  for (const product of products)
    for (const spec of product.specs) if (!labels.has(spec.key)) labels.set(spec.key, spec.label);
  return [...labels].map(([key, label]) => {
    const values = products.map((product) => product.specs.find((spec) => spec.key === key)?.value ?? '');
    return { key, label, values, differs: new Set(values).size > 1 };
  });
}
