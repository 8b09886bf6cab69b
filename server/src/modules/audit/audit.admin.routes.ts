import type { ShopRoutes } from '../../context';
import { pageOf, rangeEnd } from '../../http/adminSchemas';
import { auditSchema } from './audit.schemas';
import { listAudit } from './audit.service';

// The audit log, for owners: read only (no route writes, edits or deletes an entry).

const auditRoutes: ShopRoutes = async (app, { db }) => {
  app.get(
    '/audit',
    {
      config: { access: 'audit' },
      schema: auditSchema,
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
