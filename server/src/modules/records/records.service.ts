import type { Database, Queryable } from '../../db/client';
import { appendAudit, type Actor } from '../audit/audit.repository';
import {
  deleteRecord,
  findRecord,
  insertRecord,
  toRecord,
  uniqueTaken,
  updateRecord,
  type TableSpec,
} from './records.repository';
import { invalidFields, ShopError } from '../../domain/errors';
import type { CatalogueChanges } from '../catalogue/changes.service';

// Creating, editing (at the current version) and deleting the back office's simple records, each
// change with its audit entry in one transaction, and the storefront's kept answers and pages dropped
// once it has committed.

export { listRecords, toRecord, type TableSpec } from './records.repository';

interface Store {
  changes: CatalogueChanges;
}

/** what a resource checks beyond its schema: its own rules, with the database at hand */
export interface RecordRules {
  /** refuses an input (a 422 on its field) */
  check?: (tx: Queryable, input: Record<string, unknown>, id: number | null) => Promise<void>;
  /** refuses a deletion */
  canDelete?: (tx: Queryable, id: number) => Promise<void>;
  /** what goes with a deleted record (its uploaded files), in the deletion's transaction */
  removed?: (tx: Queryable, before: Record<string, unknown>) => Promise<void>;
}

async function lockRecord(tx: Queryable, spec: TableSpec, id: number) {
  const row = await findRecord(tx, spec, id, true);
  if (!row) throw new ShopError(404, 'not_found');
  return toRecord(spec, row);
}

async function refuseTaken(tx: Queryable, spec: TableSpec, input: Record<string, unknown>, id: number | null) {
  const unique = spec.unique;
  if (unique && (await uniqueTaken(tx, spec, String(input[unique.field]), id)))
    throw invalidFields({ [unique.field]: [{ key: 'field_value_taken' }] });
}

export async function findRecordById(db: Database, spec: TableSpec, id: number) {
  const row = await findRecord(db, spec, id);
  if (!row) throw new ShopError(404, 'not_found');
  return toRecord(spec, row);
}

export function createRecord(
  store: Store,
  actor: Actor,
  entity: string,
  spec: TableSpec,
  rules: RecordRules,
  input: Record<string, unknown>,
) {
  return store.changes.commit(async (tx) => {
    await rules.check?.(tx, input, null);
    await refuseTaken(tx, spec, input, null);
    const id = await insertRecord(tx, spec, input);
    const created = await lockRecord(tx, spec, id);
    await appendAudit(tx, actor, { action: 'create', entity, entityId: id, after: created });
    return created;
  });
}

export function editRecord(
  store: Store,
  actor: Actor,
  entity: string,
  spec: TableSpec,
  rules: RecordRules,
  id: number,
  input: Record<string, unknown> & { version: number },
) {
  return store.changes.commit(async (tx) => {
    const before = await lockRecord(tx, spec, id);
    if (before.version !== input.version) throw new ShopError(409, 'version_conflict');
    await rules.check?.(tx, input, id);
    await refuseTaken(tx, spec, input, id);
    await updateRecord(tx, spec, id, input);
    const after = await lockRecord(tx, spec, id);
    await appendAudit(tx, actor, { action: 'update', entity, entityId: id, before, after });
    return after;
  });
}

export function removeRecord(
  store: Store,
  actor: Actor,
  entity: string,
  spec: TableSpec,
  rules: RecordRules,
  id: number,
) {
  return store.changes.commit(async (tx) => {
    const before = await lockRecord(tx, spec, id);
    await rules.canDelete?.(tx, id);
    await deleteRecord(tx, spec, id);
    await rules.removed?.(tx, before);
    await appendAudit(tx, actor, { action: 'delete', entity, entityId: id, before });
  });
}
