import { bearer, failures, idParams, listOf, okAnswer, version } from '../../http/adminSchemas';

// The schemas of one simple resource's routes (react-admin's five: list, one, create, update, delete), made
// from what describes it: its record as answered, its writable fields, its list's filters and sorts.

/** what a simple resource's schemas are made of */
export interface RecordSchemaParts {
  /** what a person calls a few of them, in the OpenAPI summaries */
  title: string;
  /** the record as answered (id and version included) */
  item: object;
  /** the writable fields' schemas, and which are required */
  fields: Record<string, object>;
  required: string[];
  /** the list's filters (query schemas) and sorts; the first sort is the default */
  filters: Record<string, object>;
  sorts: string[];
}

/** the five routes' schemas of one resource */
export function recordSchemas({ title, item, fields, required, filters, sorts }: RecordSchemaParts) {
  const tags = ['admin'];
  const body = {
    type: 'object',
    required,
    properties: fields,
    additionalProperties: false,
  };
  return {
    list: {
      tags,
      summary: `${title}: a page, sorted and filtered`,
      security: bearer,
      querystring: {
        type: 'object',
        properties: {
          page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
          perPage: { type: 'integer', minimum: 1, maximum: 500, default: 25 },
          sort: { type: 'string', enum: sorts, default: sorts[0] },
          order: { type: 'string', enum: ['ASC', 'DESC'], default: 'ASC' },
          ...filters,
        },
        additionalProperties: false,
      },
      response: { 200: listOf(item), ...failures },
    },
    one: {
      tags,
      summary: `One of ${title.toLowerCase()}`,
      security: bearer,
      params: idParams,
      response: { 200: item, ...failures },
    },
    create: {
      tags,
      summary: `Create one of ${title.toLowerCase()}`,
      security: bearer,
      body,
      response: { 200: item, ...failures },
    },
    edit: {
      tags,
      summary: `Edit one of ${title.toLowerCase()} at its current version (409 otherwise)`,
      security: bearer,
      params: idParams,
      body: { ...body, required: [...required, 'version'], properties: { ...fields, version } },
      response: { 200: item, ...failures },
    },
    remove: {
      tags,
      summary: `Delete one of ${title.toLowerCase()}`,
      security: bearer,
      params: idParams,
      response: { 200: okAnswer, ...failures },
    },
  } as const;
}
