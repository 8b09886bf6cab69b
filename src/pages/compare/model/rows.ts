import type { Product } from '@/entities/product';
import { figureList, telescopeFigures, telescopeFromSpecs, trueField } from '@/entities/observation';

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

/**
 * What each telescope shows, computed from its aperture (entities/observation): its figures in rows
 * beside the specifications, labelled by `label`; none when no product compared is a telescope.
 */
export function opticsRows(products: readonly Pick<Product, 'specs'>[], label: (key: string) => string): CompareRow[] {
  const figures = products.map((product) => {
    const telescope = telescopeFromSpecs(product.specs);
    return telescope ? figureList(telescopeFigures(telescope), null) : [];
  });
  const keys = [...new Set(figures.flat().map((figure) => figure.key))];
  return keys.map((key) => {
    const values = figures.map((list) => list.find((figure) => figure.key === key)?.value ?? '');
    return { key: `optics-${key}`, label: label(key), values, differs: new Set(values).size > 1 };
  });
}

/** the apparent field of the eyepiece the views side by side are drawn through: a common Plössl's */
export const COMPARED_EYEPIECE_FIELD = 52;

/**
 * Each telescope's true field at its highest useful magnification through a common eyepiece, to draw
 * a planet side by side: the bigger aperture shows it bigger. Null for a product that is no telescope.
 */
export function highestPowerFields(products: readonly Pick<Product, 'specs'>[]): (number | null)[] {
  return products.map((product) => {
    const telescope = telescopeFromSpecs(product.specs);
    return telescope && trueField(COMPARED_EYEPIECE_FIELD, telescopeFigures(telescope).highestUseful);
  });
}
