import type { Queryable } from '../../db/client';

// The audit log: appended to in the transaction of each change, read by owners. Nothing here, and
// nothing anywhere, updates or deletes an entry (migration 010 makes the table refuse it).

/** who made a change: an operator, or the command line */
export interface Actor {
  id: number | null;
  email: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function appendAudit(db: Queryable, actor: Actor, entry: AuditEntry) {
  await db.query(
    `INSERT INTO audit_log (operator_id, operator_email, action, entity, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      actor.id,
      actor.email,
      entry.action,
      entry.entity,
      entry.entityId === null ? null : String(entry.entityId),
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}

export interface AuditRow {
  id: string;
  at: Date;
  operator_id: number | null;
  operator_email: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  operatorId?: number;
  entity?: string;
  entityId?: string;
  from?: string;
  to?: string;
}

export const AUDIT_SORTS = { id: 'id', at: 'at' };

export async function listAudit(
  db: Queryable,
  page: { limit: number; offset: number; sort: keyof typeof AUDIT_SORTS; descending: boolean },
  filter: AuditFilter,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = `($1::int IS NULL OR operator_id = $1) AND ($2::text IS NULL OR entity = $2)
    AND ($3::text IS NULL OR entity_id = $3) AND ($4::timestamptz IS NULL OR at >= $4) AND ($5::timestamptz IS NULL OR at < $5)`;
  const params = [
    filter.operatorId ?? null,
    filter.entity ?? null,
    filter.entityId ?? null,
    filter.from ?? null,
    filter.to ?? null,
  ];
  const direction = page.descending ? 'DESC' : 'ASC';
  const { rows } = await db.query<AuditRow>(
    `SELECT id::text, at, operator_id, operator_email, action, entity, entity_id, before, after FROM audit_log WHERE ${where}
     ORDER BY ${AUDIT_SORTS[page.sort]} ${direction}, id ${direction} LIMIT $6 OFFSET $7`,
    [...params, page.limit, page.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM audit_log WHERE ${where}`,
    params,
  );
  return { rows, total: count.rows[0].total };
}
