import type { ShopContext, ShopRoutes } from '../../context';
import type { Permission } from '../../domain/roles';
import { sanitizeRichText } from '../../http/richText';
import {
  createRecord,
  editRecord,
  findRecordById,
  listRecords,
  removeRecord,
  toRecord,
  type RecordRules,
  type TableSpec,
} from './records.service';
import { actorOf } from '../operators/operators.service';
import { operatorIn } from '../../auth/adminAccess';
import { okStatus } from '../../http/adminSchemas';
import { recordSchemas, type RecordSchemaParts } from './records.admin.schemas';

// The routes of one simple resource (react-admin's five: list, one, create, update, delete), from its
// description: its table, its schemas (records.admin.schemas.ts), who may touch it and its own rules.

export interface RecordResource extends RecordSchemaParts {
  /** under /api/admin */
  path: string;
  /** the audit log's name of it */
  entity: string;
  access: Permission;
  spec: TableSpec;
  rules?: RecordRules;
  /** bilingual rich-text fields, sanitized before they are stored */
  richText?: string[];
  /** false: no DELETE route */
  deletable: boolean;
  /** false: no POST route (a fixed set of records, edited only) */
  creatable?: boolean;
}

type Input = Record<string, unknown>;

function sanitized(resource: RecordResource, input: Input): Input {
  const clean = { ...input };
  for (const field of resource.richText ?? []) {
    const text = input[field] as { en: string; ka?: string | null };
    clean[field] = { en: sanitizeRichText(text.en), ka: text.ka ? sanitizeRichText(text.ka) : null };
  }
  return clean;
}

export function recordRoutes(resource: RecordResource): ShopRoutes {
  return async (app, shop: ShopContext) => {
    const { db } = shop;
    const { path, entity, access, spec } = resource;
    const rules = resource.rules ?? {};
    const config = { access };
    const schemas = recordSchemas(resource);
    const actor = (request: Parameters<typeof operatorIn>[0]) => actorOf(operatorIn(request).operator);

    app.get(
      `/${path}`,
      {
        config,
        schema: schemas.list,
      },
      async (request) => {
        const { page, perPage, sort, order, ...filters } = request.query as Input & {
          page: number;
          perPage: number;
          sort: string;
          order: 'ASC' | 'DESC';
        };
        const { rows, total } = await listRecords(
          db,
          spec,
          { limit: perPage, offset: (page - 1) * perPage, sort, descending: order === 'DESC' },
          filters,
        );
        return { items: rows.map((row) => toRecord(spec, row)), total } as never;
      },
    );

    app.get(
      `/${path}/:id`,
      {
        config,
        schema: schemas.one,
      },
      async (request) => findRecordById(db, spec, request.params.id) as never,
    );

    if (resource.creatable !== false)
      app.post(
        `/${path}`,
        {
          config,
          schema: schemas.create,
        },
        async (request) =>
          createRecord(shop, actor(request), entity, spec, rules, sanitized(resource, request.body as Input)) as never,
      );

    app.put(
      `/${path}/:id`,
      {
        config,
        schema: schemas.edit,
      },
      async (request) =>
        editRecord(
          shop,
          actor(request),
          entity,
          spec,
          rules,
          request.params.id,
          sanitized(resource, request.body as Input) as Input & { version: number },
        ) as never,
    );

    if (!resource.deletable) return;
    app.delete(
      `/${path}/:id`,
      {
        config,
        schema: schemas.remove,
      },
      async (request) => {
        await removeRecord(shop, actor(request), entity, spec, rules, request.params.id);
        return okStatus;
      },
    );
  };
}
