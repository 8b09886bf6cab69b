import type { Queryable } from '../../db/client';
import { findAdminProduct, setWarehouseStock } from './products.admin.repository';
import { appendAudit, type Actor } from '../audit/audit.repository';
import { lockProductsBySlugs, setPrices, warehouseCodes } from './productImport.repository';
import { invalidFields, type FieldProblems } from '../../domain/errors';
import { toLari, toNumeric, toTetri } from '../../domain/money';
import type { CatalogueChanges } from '../catalogue/changes.service';

// Prices and stock from a CSV (a products export, edited): `slug` names the product; `price`,
// `discountedPrice` (empty: none) and `stock:<warehouse code>` columns change it, any other column is
// left alone. Every row is checked and applied in one transaction, all or nothing: a file with any
// row at fault changes nothing and answers every fault, named `<row>.<column>` (the header is row 1).
// A preview does the same and rolls back, answering what would change.

interface Store {
  changes: CatalogueChanges;
}

const MAX_ROWS = 20_000;
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const COUNT = /^\d{1,7}$/;

export interface ImportedRow {
  row: number;
  slug: string;
  changes: Record<string, { from: number | null; to: number | null }>;
}

/** thrown inside a preview's transaction to roll it back with what it found */
class PreviewDone extends Error {
  constructor(readonly rows: ImportedRow[]) {
    super('preview');
  }
}

async function applyRows(tx: Queryable, actor: Actor, table: string[][]): Promise<ImportedRow[]> {
  const [header, ...rows] = table;
  const columns = header.map((name) => name.trim());
  const slugAt = columns.indexOf('slug');
  if (slugAt < 0) throw invalidFields({ '1.slug': [{ key: 'import_no_slug' }] });
  if (rows.length === 0) throw invalidFields({ file: [{ key: 'import_empty' }] });
  if (rows.length > MAX_ROWS) throw invalidFields({ file: [{ key: 'import_too_long', params: { max: MAX_ROWS } }] });
  const warehouses = await warehouseCodes(tx);
  const problems: FieldProblems = {};
  const fault = (field: string, problem: FieldProblems[string][number]) => (problems[field] = [problem]);
  for (const column of columns.filter((name) => name.startsWith('stock:'))) {
    if (!warehouses.has(column.slice('stock:'.length))) fault(`1.${column}`, { key: 'import_unknown_warehouse' });
  }
  const products = await lockProductsBySlugs(
    tx,
    rows.map((cells) => (cells[slugAt] ?? '').trim()),
  );
  const seen = new Set<string>();
  const imported: ImportedRow[] = [];

  for (const [index, cells] of rows.entries()) {
    const row = index + 2;
    const value = (column: string) => {
      const at = columns.indexOf(column);
      return at < 0 ? undefined : (cells[at] ?? '').trim();
    };
    const slug = value('slug')!;
    const product = products.get(slug);
    if (!product) {
      fault(`${row}.slug`, { key: 'import_unknown_product' });
      continue;
    }
    if (seen.has(slug)) {
      fault(`${row}.slug`, { key: 'import_duplicate' });
      continue;
    }
    seen.add(slug);
    const changes: ImportedRow['changes'] = {};

    const price = value('price');
    const discounted = value('discountedPrice');
    if (price !== undefined && !MONEY.test(price)) fault(`${row}.price`, { key: 'field_invalid' });
    if (discounted !== undefined && discounted !== '' && !MONEY.test(discounted))
      fault(`${row}.discountedPrice`, { key: 'field_invalid' });
    if (
      (price === undefined || MONEY.test(price)) &&
      (discounted === undefined || discounted === '' || MONEY.test(discounted))
    ) {
      const newPrice = price === undefined ? toTetri(product.price) : toTetri(price);
      const oldDiscount = product.discounted === null ? null : toTetri(product.discounted);
      const newDiscount = discounted === undefined ? oldDiscount : discounted === '' ? null : toTetri(discounted);
      if (newDiscount !== null && newDiscount >= newPrice)
        fault(`${row}.discountedPrice`, { key: 'discount_not_below_price' });
      else if (newPrice !== toTetri(product.price) || newDiscount !== oldDiscount) {
        await setPrices(tx, product.id, toNumeric(newPrice), newDiscount === null ? null : toNumeric(newDiscount));
        if (newPrice !== toTetri(product.price))
          changes.price = { from: toLari(toTetri(product.price)), to: toLari(newPrice) };
        if (newDiscount !== oldDiscount)
          changes.discountedPrice = {
            from: oldDiscount === null ? null : toLari(oldDiscount),
            to: newDiscount === null ? null : toLari(newDiscount),
          };
      }
    }

    const before = await findAdminProduct(tx, product.id);
    for (const [code, warehouseId] of warehouses) {
      const count = value(`stock:${code}`);
      if (count === undefined) continue;
      if (!COUNT.test(count)) {
        fault(`${row}.stock:${code}`, { key: 'field_invalid' });
        continue;
      }
      const old = before?.stock.find((stock) => stock.warehouse_id === warehouseId)?.quantity ?? 0;
      if (Number(count) === old) continue;
      if (!(await setWarehouseStock(tx, product.id, warehouseId, Number(count))))
        fault(`${row}.stock:${code}`, { key: 'stock_below_reserved', params: { reserved: before?.reserved ?? 0 } });
      else changes[`stock:${code}`] = { from: old, to: Number(count) };
    }
    if (Object.keys(changes).length === 0) continue;
    imported.push({ row, slug, changes });
    await appendAudit(tx, actor, {
      action: 'import',
      entity: 'product',
      entityId: product.id,
      before: null,
      after: changes,
    });
  }
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  return imported;
}

/** checks and applies a parsed CSV (or only checks it: `preview`); answers what changed (or would) */
export async function importPricesAndStock(
  { changes }: Store,
  actor: Actor,
  table: string[][],
  preview: boolean,
): Promise<{ applied: boolean; rows: ImportedRow[] }> {
  try {
    const rows = await changes.commit(async (tx) => {
      const imported = await applyRows(tx, actor, table);
      if (preview) throw new PreviewDone(imported);
      return imported;
    });
    return { applied: true, rows };
  } catch (error) {
    if (error instanceof PreviewDone) return { applied: false, rows: error.rows };
    throw error;
  }
}
