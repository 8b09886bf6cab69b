import type { Database, Queryable } from '../../db/client';
import {
  archiveProduct,
  bumpProductVersion,
  categoryExists,
  deleteProduct,
  allWarehouses,
  findAdminProduct,
  imagesOf,
  insertProduct,
  productHasOrders,
  refreshSearch,
  replaceSpecs,
  setProductFit,
  setWarehouseStock,
  updateProduct,
  warehouseExists,
  type AdminProductRow,
  type ProductFields,
  type SpecInput,
} from './products.admin.repository';
import { appendAudit, type Actor } from '../audit/audit.repository';
import { deleteUploads } from '../uploads/uploads.repository';
import { invalidFields, ShopError, type FieldProblems } from '../../domain/errors';
import { compatibilityOf, type Audience } from '../../domain/fit';
import { may, type Role } from '../../domain/roles';
import { toLari, toNumeric, toTetri } from '../../domain/money';
import { slugFromName, typedSlug } from '../../domain/slug';
import { listedCode } from '../../domain/filterValues';
import { valueWithUnit } from '../../domain/specifications';
import { specificationList } from '../specifications/specifications.service';
import type { CatalogueChanges } from '../catalogue/changes.service';
import { pathsOf } from '../uploads/uploadedMedia.service';

// Products in the back office: created, edited (at their current version only), stock counted per
// warehouse (never below what unpaid orders reserve), archived once ordered or deleted before. Each
// change is written with its audit entry in one transaction; the storefront drops what it kept of the
// catalogue once it has committed.

export {
  allWarehouses,
  listAdminProducts,
  LOW_STOCK,
  PRODUCT_SORTS,
  type ProductFilter,
} from './products.admin.repository';

export interface Catalogue {
  db: Database;
  changes: CatalogueChanges;
}

export interface Bilingual {
  en: string;
  ka?: string | null;
}

/**
 * A product as a manager writes it, to create or to edit: what a new product leaves out is empty (no
 * discount, no specifications, hidden until published), what an edit leaves out stays as it was.
 */
export interface ProductInput {
  /** as typed (spaces become hyphens); absent or empty: drawn from the English name, kept on an edit */
  slug?: string;
  categoryId: number;
  name: Bilingual;
  /** sanitized HTML (http/richText.ts) */
  description?: { en?: string; ka?: string | null };
  price: number;
  /** absent or null: no discount */
  discountedPrice?: number | null;
  /** each of the shop's list (spec_labels), its value in both languages; a label sent is the list's, not the product's */
  specifications?: { key: string; label?: Bilingual; value: { en: string; ka: string } }[];
  visible?: boolean;
  /** the warehouses whose counts change */
  stock?: { warehouseId: number; quantity: number }[];
  /** what decides its fit (domain/fit.ts, validated by its schema); absent: kept as it is (none for a new product) */
  compatibility?: Record<string, unknown> | null;
  /** absent: kept as it is (none for a new product) */
  audience?: Audience[];
}

const lari = (amount: string) => toLari(toTetri(amount));
const orNull = (text: string | null | undefined) => (text ? text : null);

/** staff count stock without seeing prices; managers and owners see them */
export function seesPrices(role: Role): boolean {
  return may(role, 'catalogue');
}

/** one product, 404 when there is none */
export async function adminProduct(db: Queryable, id: number): Promise<AdminProductRow> {
  const found = await findAdminProduct(db, id);
  if (!found) throw new ShopError(404, 'not_found');
  return found;
}

/** the warehouses stock is counted in, as the back office shows them */
export async function warehouseList(db: Queryable) {
  const rows = await allWarehouses(db);
  return rows.map((row) => ({ id: row.id, code: row.code, name: { en: row.name_en, ka: row.name_ka ?? '' } }));
}

/** a product as the back office shows it; without its prices for a role that may not see them */
export function presentAdminProduct(row: AdminProductRow, withPrices: boolean) {
  return {
    id: row.id,
    slug: row.slug,
    categoryId: row.category_id,
    name: { en: row.name_en, ka: row.name_ka ?? '' },
    description: { en: row.details_en, ka: row.details_ka ?? '' },
    ...(withPrices && {
      price: lari(row.price),
      discountedPrice: row.discounted === null ? null : lari(row.discounted),
    }),
    specifications: row.specs.map((spec) => ({
      key: spec.key,
      label: { en: spec.label_en, ka: spec.label_ka ?? '' },
      value: { en: spec.value_en, ka: spec.value_ka ?? '' },
    })),
    compatibility: row.compatibility,
    audience: row.audience,
    visible: row.visible,
    archived: row.archived_at !== null,
    stock: row.stock.map((stock) => ({ warehouseId: stock.warehouse_id, quantity: stock.quantity })),
    reserved: row.reserved,
    liveStock: row.live_stock,
    images: imagesOf(row),
    alts: imagesOf(row).map((image) => ({ en: row.alts[image]?.en ?? '', ka: row.alts[image]?.ka ?? '' })),
    pdf: row.pdf,
    version: row.version,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * the filter value of a specification's English value: the key's list's (domain/filterValues.ts; null when
 * it says none of them), else the number of a measurement ("70 mm" -> 70), else a slug of the text
 */
function specCode(key: string, value: string): { code: string; number: number | null } | null {
  const listed = listedCode(key, value);
  if (listed === undefined) return null;
  if (listed !== null) return { code: listed, number: null };
  const measured = /^\s*(\d+(?:\.\d+)?)(?![\d/])/.exec(value);
  if (measured) return { code: measured[1], number: Number(measured[1]) };
  const slug = value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return { code: slug || 'value', number: null };
}

/**
 * the input's own rules the schema cannot say (a discount below the price, money in whole tetri, an
 * address of Latin letters, digits and hyphens), with what it leaves out filled from the product before
 * the edit, or for a new one empty and hidden
 */
function fieldsOf(input: ProductInput, before: AdminProductRow | null): ProductFields {
  const problems: FieldProblems = {};
  const tetri = (value: number, field: string) => {
    const whole = Math.round(value * 100);
    if (Math.abs(value * 100 - whole) > 1e-6) problems[field] = [{ key: 'field_invalid' }];
    return whole;
  };
  const price = tetri(input.price, 'price');
  const discountedPrice = input.discountedPrice ?? null;
  const discounted = discountedPrice === null ? null : tetri(discountedPrice, 'discountedPrice');
  if (discounted !== null && discounted >= price && !problems.discountedPrice)
    problems.discountedPrice = [{ key: 'discount_not_below_price' }];
  const typed = input.slug?.trim();
  const slug = typed ? typedSlug(typed) : (before?.slug ?? slugFromName(input.name.en));
  if (slug === null) problems.slug = [{ key: typed ? 'field_slug' : 'field_slug_from_name' }];
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  return {
    slug: slug!,
    categoryId: input.categoryId,
    nameEn: input.name.en.trim(),
    nameKa: orNull(input.name.ka?.trim()),
    detailsEn: input.description ? (input.description.en ?? '') : (before?.details_en ?? ''),
    detailsKa: input.description ? orNull(input.description.ka) : (before?.details_ka ?? null),
    price: toNumeric(price),
    discounted: discounted === null ? null : toNumeric(discounted),
    visible: input.visible ?? before?.visible ?? false,
  };
}

/** the specifications as stored: each of the shop's list (422 on its key otherwise), bare numbers given its unit */
async function specsOf(tx: Queryable, specs: NonNullable<ProductInput['specifications']>): Promise<SpecInput[]> {
  const list = await specificationList(tx);
  const problems: FieldProblems = {};
  const stored = specs.flatMap((spec, index) => {
    const known = list.get(spec.key);
    if (!known) {
      problems[`specifications.${index}.key`] = [{ key: 'spec_unknown' }];
      return [];
    }
    const valueEn = valueWithUnit(spec.value.en, known.unit, 'en');
    const code = specCode(spec.key, valueEn);
    if (!code) {
      problems[`specifications.${index}.value.en`] = [{ key: 'spec_value_unlisted' }];
      return [];
    }
    return [{ key: spec.key, valueEn, valueKa: valueWithUnit(spec.value.ka, known.unit, 'ka'), ...code }];
  });
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  return stored;
}

async function checkReferences(tx: Queryable, input: ProductInput) {
  if (!(await categoryExists(tx, input.categoryId))) throw invalidFields({ categoryId: [{ key: 'field_invalid' }] });
  for (const [index, stock] of (input.stock ?? []).entries()) {
    if (!(await warehouseExists(tx, stock.warehouseId)))
      throw invalidFields({ [`stock.${index}.warehouseId`]: [{ key: 'field_invalid' }] });
  }
}

/** the product's specifications and stock counts as the input says; 422 on a count below what is reserved */
async function writeDetails(tx: Queryable, id: number, input: ProductInput) {
  if (input.specifications) await replaceSpecs(tx, id, await specsOf(tx, input.specifications));
  if (input.compatibility !== undefined || input.audience !== undefined) {
    const before = await findAdminProduct(tx, id);
    await setProductFit(tx, id, {
      compatibility:
        input.compatibility === undefined ? (before?.compatibility ?? null) : compatibilityOf(input.compatibility),
      audience: input.audience ?? before?.audience ?? [],
    });
  }
  for (const [index, stock] of (input.stock ?? []).entries()) {
    if (!(await setWarehouseStock(tx, id, stock.warehouseId, stock.quantity))) {
      const reserved = (await findAdminProduct(tx, id))?.reserved ?? 0;
      throw invalidFields({ [`stock.${index}.quantity`]: [{ key: 'stock_below_reserved', params: { reserved } }] });
    }
  }
  // names, categories and specifications feed the storefront's search and filters
  await refreshSearch(tx);
}

export const audited = (
  tx: Queryable,
  actor: Actor,
  action: string,
  before: AdminProductRow | null,
  after: AdminProductRow | null,
) =>
  appendAudit(tx, actor, {
    action,
    entity: 'product',
    entityId: (after ?? before)!.id,
    before: before ? presentAdminProduct(before, true) : undefined,
    after: after ? presentAdminProduct(after, true) : undefined,
  });

export async function lockProduct(tx: Queryable, id: number): Promise<AdminProductRow> {
  const product = await findAdminProduct(tx, id, true);
  if (!product) throw new ShopError(404, 'not_found');
  return product;
}

/** how many numbered addresses (`-2`, `-3`, ...) a drawn one tries when another product has it */
const DRAWN_SLUG_TRIES = 20;

/** the new product's row; a drawn address taken by another product gets the first free number */
async function insertWithFreeSlug(tx: Queryable, fields: ProductFields, drawn: boolean): Promise<number> {
  for (let n = 1; n <= (drawn ? DRAWN_SLUG_TRIES : 1); n += 1) {
    const id = await insertProduct(tx, n === 1 ? fields : { ...fields, slug: `${fields.slug}-${n}` });
    if (id !== null) return id;
  }
  throw invalidFields({ slug: [{ key: 'field_slug_taken' }] });
}

export function createProduct(catalogue: Catalogue, actor: Actor, input: ProductInput): Promise<AdminProductRow> {
  const fields = fieldsOf(input, null);
  return catalogue.changes.commit(async (tx) => {
    await checkReferences(tx, input);
    const id = await insertWithFreeSlug(tx, fields, !input.slug?.trim());
    await writeDetails(tx, id, input);
    const created = await lockProduct(tx, id);
    await audited(tx, actor, 'create', null, created);
    return created;
  });
}

export function editProduct(
  catalogue: Catalogue,
  actor: Actor,
  id: number,
  input: ProductInput & { version: number },
): Promise<AdminProductRow> {
  return catalogue.changes.commit(async (tx) => {
    const before = await lockProduct(tx, id);
    if (before.version !== input.version) throw new ShopError(409, 'version_conflict');
    const fields = fieldsOf(input, before);
    await checkReferences(tx, input);
    if (!(await updateProduct(tx, id, fields))) throw invalidFields({ slug: [{ key: 'field_slug_taken' }] });
    await writeDetails(tx, id, input);
    const after = await lockProduct(tx, id);
    await audited(tx, actor, 'update', before, after);
    return after;
  });
}

/** one warehouse's count (a stock take); refused 422 below what unpaid orders reserve */
export function setStock(
  catalogue: Catalogue,
  actor: Actor,
  id: number,
  stock: { warehouseId: number; quantity: number },
): Promise<AdminProductRow> {
  return catalogue.changes.commit(async (tx) => {
    const before = await lockProduct(tx, id);
    if (!(await warehouseExists(tx, stock.warehouseId)))
      throw invalidFields({ warehouseId: [{ key: 'field_invalid' }] });
    if (!(await setWarehouseStock(tx, id, stock.warehouseId, stock.quantity)))
      throw invalidFields({ quantity: [{ key: 'stock_below_reserved', params: { reserved: before.reserved } }] });
    // an edit form opened before the count must not write the old counts back
    await bumpProductVersion(tx, id);
    const after = await lockProduct(tx, id);
    await audited(tx, actor, 'stock', before, after);
    return after;
  });
}

/** a product with orders is archived (hidden, kept behind its orders); one without is deleted */
export function removeProduct(catalogue: Catalogue, actor: Actor, id: number): Promise<{ archived: boolean }> {
  return catalogue.changes.commit(async (tx) => {
    const before = await lockProduct(tx, id);
    if (await productHasOrders(tx, id)) {
      await archiveProduct(tx, id);
      await audited(tx, actor, 'archive', before, await lockProduct(tx, id));
      return { archived: true };
    }
    await deleteProduct(tx, id);
    // the files the back office uploaded for it go with it (the seed's on disk are not in the table)
    await deleteUploads(tx, [
      ...imagesOf(before).flatMap((name) => pathsOf('products', name)),
      ...(before.pdf ? [`products/${before.pdf}`] : []),
    ]);
    await refreshSearch(tx);
    await audited(tx, actor, 'delete', before, null);
    return { archived: false };
  });
}
