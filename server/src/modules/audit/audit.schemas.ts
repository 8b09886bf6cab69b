import { answer, bearer, dayOrTime, failures, listOf, listQuery, text } from '../../http/adminSchemas';
import { AUDIT_SORTS } from './audit.service';

/** an entry of the log as the back office reads it */
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

export const auditSchema = {
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
} as const;
