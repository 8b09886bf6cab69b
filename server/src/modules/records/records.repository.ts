import type { Queryable } from '../../db/client';
import { toLari, toNumeric, toTetri } from '../../domain/money';

// The back office's simple records (categories, promo codes, news, FAQ, partners) over one table each,
// described by a TableSpec: which API field is which column, what a list may sort and filter by. Every
// name spliced into SQL comes from these specs, never from a request; values always travel as parameters.

export type FieldKind =
  /** text (a column) */
  | 'text'
  | 'nullableText'
  /** { en, ka } over `<column>_en` and `<column>_ka` (ka NULL when empty) */
  | 'bilingual'
  /** lari as a number over a numeric column */
  | 'money'
  /** the same, or null */
  | 'nullableMoney'
  | 'int'
  | 'nullableInt'
  | 'bool'
  /** an ISO date-time over a timestamptz column */
  | 'date'
  | 'nullableDate';

export interface TableSpec {
  table: string;
  fields: Record<string, { kind: FieldKind; column: string }>;
  /** fields read only: SQL over the table aliased `t` */
  computed?: Record<string, string>;
  /** set to now() at every insert and update */
  touched?: string;
  /** list sorts: field -> SQL */
  sorts: Record<string, string>;
  /** list filters: field -> SQL given its parameter's placeholder */
  filters: Record<string, (param: string) => string>;
  /** a field whose value no two records share, and the SQL that compares it */
  unique?: { field: string; sql: (value: string) => string };
}

export type RecordRow = Record<string, unknown> & { id: number; version: number };

/** a timestamptz as ISO text (the drivers' Dates may come from another realm: no instanceof) */
const isoOf = (value: unknown) =>
  value !== null && typeof value === 'object' && 'toISOString' in value
    ? (value as Date).toISOString()
    : (value ?? null);

function columnsOf(spec: TableSpec): string {
  const own = Object.values(spec.fields).flatMap(({ kind, column }) =>
    kind === 'bilingual' ? [`t.${column}_en`, `t.${column}_ka`] : [`t.${column}`],
  );
  const computed = Object.entries(spec.computed ?? {}).map(([field, sql]) => `${sql} AS "${field}"`);
  return ['t.id', 't.version', ...own, ...computed].join(', ');
}

/** a row as the API shows it */
export function toRecord(spec: TableSpec, row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = { id: row.id, version: row.version };
  for (const [field, { kind, column }] of Object.entries(spec.fields)) {
    const value = row[column];
    switch (kind) {
      case 'bilingual':
        record[field] = { en: row[`${column}_en`], ka: row[`${column}_ka`] ?? '' };
        break;
      case 'money':
        record[field] = toLari(toTetri(String(value)));
        break;
      case 'nullableMoney':
        record[field] = value === null ? null : toLari(toTetri(String(value)));
        break;
      case 'date':
      case 'nullableDate':
        record[field] = isoOf(value);
        break;
      default:
        record[field] = value ?? null;
    }
  }
  for (const field of Object.keys(spec.computed ?? {})) {
    record[field] = isoOf(row[field]);
  }
  return record;
}

/** an input's values by column */
function toColumns(spec: TableSpec, input: Record<string, unknown>): [string, unknown][] {
  return Object.entries(spec.fields).flatMap(([field, { kind, column }]): [string, unknown][] => {
    const value = input[field];
    switch (kind) {
      case 'bilingual': {
        // an optional text left out (a picture's alt) is empty
        const text = (value ?? { en: '' }) as { en: string; ka?: string | null };
        return [
          [`${column}_en`, text.en],
          [`${column}_ka`, text.ka ? text.ka : null],
        ];
      }
      case 'money':
        return [[column, toNumeric(Math.round(Number(value) * 100))]];
      case 'nullableMoney':
        return [[column, value === null || value === undefined ? null : toNumeric(Math.round(Number(value) * 100))]];
      default:
        return [[column, value ?? null]];
    }
  });
}

function whereOf(spec: TableSpec, filters: Record<string, unknown>, first: number) {
  const params: unknown[] = [];
  const clauses = Object.entries(spec.filters)
    .filter(([field]) => filters[field] !== undefined)
    .map(([field, sql]) => {
      params.push(filters[field]);
      return `(${sql(`$${first + params.length - 1}`)})`;
    });
  return { where: clauses.length > 0 ? clauses.join(' AND ') : 'true', params };
}

export async function listRecords(
  db: Queryable,
  spec: TableSpec,
  page: { limit: number; offset: number; sort: string; descending: boolean },
  filters: Record<string, unknown>,
): Promise<{ rows: RecordRow[]; total: number }> {
  const { where, params } = whereOf(spec, filters, 1);
  const direction = page.descending ? 'DESC' : 'ASC';
  const { rows } = await db.query<RecordRow>(
    `SELECT ${columnsOf(spec)} FROM ${spec.table} t WHERE ${where}
     ORDER BY ${spec.sorts[page.sort]} ${direction}, t.id ${direction} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${spec.table} t WHERE ${where}`,
    params,
  );
  return { rows, total: count.rows[0].total };
}

export async function findRecord(db: Queryable, spec: TableSpec, id: number, lock = false): Promise<RecordRow | null> {
  const { rows } = await db.query<RecordRow>(
    `SELECT ${columnsOf(spec)} FROM ${spec.table} t WHERE t.id = $1${lock ? ' FOR UPDATE OF t' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** whether another record than `id` has the unique field's value */
export async function uniqueTaken(db: Queryable, spec: TableSpec, value: string, id: number | null): Promise<boolean> {
  if (!spec.unique) return false;
  const { rows } = await db.query(
    `SELECT 1 FROM ${spec.table} t WHERE ${spec.unique.sql('$1')} AND ($2::int IS NULL OR t.id <> $2)`,
    [value, id],
  );
  return rows.length > 0;
}

export async function insertRecord(db: Queryable, spec: TableSpec, input: Record<string, unknown>): Promise<number> {
  const values = toColumns(spec, input);
  const columns = [...values.map(([column]) => column), ...(spec.touched ? [spec.touched] : [])];
  const placeholders = [...values.map((_, i) => `$${i + 1}`), ...(spec.touched ? ['now()'] : [])];
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${spec.table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING id`,
    values.map(([, value]) => value),
  );
  return rows[0].id;
}

/** the record written at the next version */
export async function updateRecord(db: Queryable, spec: TableSpec, id: number, input: Record<string, unknown>) {
  const values = toColumns(spec, input);
  const sets = [
    ...values.map(([column], i) => `${column} = $${i + 2}`),
    'version = version + 1',
    ...(spec.touched ? [`${spec.touched} = now()`] : []),
  ];
  await db.query(`UPDATE ${spec.table} SET ${sets.join(', ')} WHERE id = $1`, [
    id,
    ...values.map(([, value]) => value),
  ]);
}

export async function deleteRecord(db: Queryable, spec: TableSpec, id: number) {
  await db.query(`DELETE FROM ${spec.table} WHERE id = $1`, [id]);
}
