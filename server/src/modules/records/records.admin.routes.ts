import type { Shop, ShopRoutes } from '../../app/shop';
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
import { bearer, failures, idParams, listOf, okAnswer, okStatus, version } from '../../http/adminSchemas';

// The routes of one simple resource (react-admin's five: list, one, create, update, delete), from its
// description: its table, its schemas, who may touch it and its own rules.

export interface RecordResource {
  /** under /api/admin */
  path: string;
  /** the audit log's name of it */
  entity: string;
  /** what a person calls a few of them, in the OpenAPI summaries */
  title: string;
  access: Permission;
  spec: TableSpec;
  rules?: RecordRules;
  /** the record as answered (id and version included) */
  item: object;
  /** the writable fields' schemas, and which are required */
  fields: Record<string, object>;
  required: string[];
  /** the list's filters (query schemas) and sorts; the first sort is the default */
  filters: Record<string, object>;
  sorts: string[];
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
  return async (app, shop: Shop) => {
    const { db } = shop;
    const { path, entity, title, access, spec, item } = resource;
    const rules = resource.rules ?? {};
    const tags = ['admin'];
    const config = { access };
    const body = {
      type: 'object',
      required: resource.required,
      properties: resource.fields,
      additionalProperties: false,
    };
    const actor = (request: Parameters<typeof operatorIn>[0]) => actorOf(operatorIn(request).operator);

    app.get(
      `/${path}`,
      {
        config,
        schema: {
          tags,
          summary: `${title}: a page, sorted and filtered`,
          security: bearer,
          querystring: {
            type: 'object',
            properties: {
              page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
              perPage: { type: 'integer', minimum: 1, maximum: 500, default: 25 },
              sort: { type: 'string', enum: resource.sorts, default: resource.sorts[0] },
              order: { type: 'string', enum: ['ASC', 'DESC'], default: 'ASC' },
              ...resource.filters,
            },
            additionalProperties: false,
          },
          response: { 200: listOf(item), ...failures },
        },
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
        schema: {
          tags,
          summary: `One of ${title.toLowerCase()}`,
          security: bearer,
          params: idParams,
          response: { 200: item, ...failures },
        },
      },
      async (request) => findRecordById(db, spec, request.params.id) as never,
    );

    if (resource.creatable !== false)
      app.post(
        `/${path}`,
        {
          config,
          schema: {
            tags,
            summary: `Create one of ${title.toLowerCase()}`,
            security: bearer,
            body,
            response: { 200: item, ...failures },
          },
        },
        async (request) =>
          createRecord(shop, actor(request), entity, spec, rules, sanitized(resource, request.body as Input)) as never,
      );

    app.put(
      `/${path}/:id`,
      {
        config,
        schema: {
          tags,
          summary: `Edit one of ${title.toLowerCase()} at its current version (409 otherwise)`,
          security: bearer,
          params: idParams,
          body: { ...body, required: [...resource.required, 'version'], properties: { ...resource.fields, version } },
          response: { 200: item, ...failures },
        },
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
        schema: {
          tags,
          summary: `Delete one of ${title.toLowerCase()}`,
          security: bearer,
          params: idParams,
          response: { 200: okAnswer, ...failures },
        },
      },
      async (request) => {
        await removeRecord(shop, actor(request), entity, spec, rules, request.params.id);
        return okStatus;
      },
    );
  };
}
