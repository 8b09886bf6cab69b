import type { ShopRoutes } from '../../app/shop';
import { AUDIT_SORTS, listAudit } from './audit.service';
import {
  answer,
  bearer,
  dayOrTime,
  failures,
  listOf,
  listQuery,
  pageOf,
  rangeEnd,
  text,
} from '../../http/adminSchemas';

// The audit log, for owners: read only (no route writes, edits or deletes an entry).

const entry = answer({
  id: { type: 'integer' },
  at: { type: 'string', format: 'date-time' },
  operatorId: { type: ['integer', 'null'] },
  operatorEmail: text,
  action: text,
  entity: text,
  entityId: { type: ['string', 'null'] },
  before: { description: 'the record before the change (null: created)' },
  after: { description: 'the record after the change (null: deleted)' },
});

const auditRoutes: ShopRoutes = async (app, { db }) => {
  app.get(
    '/audit',
    {
      config: { access: 'audit' },
      schema: {
        tags: ['admin'],
        summary: 'Every change by every operator, newest first by default (owner)',
        security: bearer,
        querystring: listQuery(Object.keys(AUDIT_SORTS) as (keyof typeof AUDIT_SORTS)[], 'id', {
          operatorId: { type: 'integer', minimum: 1, maximum: 2147483647 },
          entity: { type: 'string', maxLength: 50 },
          entityId: { type: 'string', maxLength: 50 },
          from: dayOrTime,
          to: dayOrTime,
        }),
        response: { 200: listOf(entry), ...failures },
      },
    },
    async (request) => {
      const { operatorId, entity, entityId, from, to } = request.query;
      const { rows, total } = await listAudit(db, pageOf(request.query), {
        operatorId,
        entity,
        entityId,
        from,
        to: rangeEnd(to),
      });
      return {
        items: rows.map((row) => ({
          id: Number(row.id),
          at: row.at.toISOString(),
          operatorId: row.operator_id,
          operatorEmail: row.operator_email,
          action: row.action,
          entity: row.entity,
          entityId: row.entity_id,
          before: row.before ?? null,
          after: row.after ?? null,
        })),
        total,
      };
    },
  );
};

export default auditRoutes;
