// The files' routes (uploads, locales, the storefront's build): out of the OpenAPI document, their
// parameters checked all the same.

const hide = { hide: true };

const UPLOAD_FOLDERS = ['categories', 'products', 'news', 'partners', 'warehouse'] as const;
export const FILE_NAME = '^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$';

/** an uploaded picture or PDF, or its thumbnail */
export const uploadFileSchema = {
  ...hide,
  params: {
    type: 'object',
    required: ['folder', 'file'],
    properties: { folder: { type: 'string', enum: UPLOAD_FOLDERS }, file: { type: 'string', pattern: FILE_NAME } },
  },
} as const;

export const localeFileSchema = {
  ...hide,
  params: {
    type: 'object',
    required: ['lng', 'file'],
    properties: {
      lng: { type: 'string', pattern: '^[a-z]{2}(-[A-Za-z]{2})?$' },
      file: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}\\.json$' },
    },
  },
} as const;

/** a file of the storefront's build */
export const builtFileSchema = {
  ...hide,
  params: { type: 'object', properties: { '*': { type: 'string', maxLength: 1000 } } },
} as const;
