import { bearer, failures, id, idParams } from '../../http/adminSchemas';
import { MAX_IMAGES } from '../products/productMedia.service';
import { product } from '../products/products.admin.schemas';
import { category, newsSchemas } from '../records/resources.admin.schemas';

// Uploads from the back office as the OpenAPI document shows them: a product's pictures and PDF, a
// category's or news story's picture; the file itself is the body.

const tags = ['admin'];
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const imageParams = {
  type: 'object',
  required: ['id', 'n'],
  properties: { id, n: { type: 'integer', minimum: 0, maximum: MAX_IMAGES - 1, description: '0: the main picture' } },
} as const;

export const addProductImageSchema = {
  tags,
  summary: `Add a picture (the file as the body, up to 10 MB, at most ${MAX_IMAGES} per product): a JPEG, PNG or WebP by its content, else 422; re-encoded without its metadata, with its thumbnail and WebP forms`,
  security: bearer,
  consumes: IMAGE_TYPES,
  params: idParams,
  response: { 200: product, ...failures },
} as const;

export const removeProductImageSchema = {
  tags,
  summary: 'Delete the picture at position n; the later ones move up',
  security: bearer,
  params: imageParams,
  response: { 200: product, ...failures },
} as const;

const altText = { type: 'string', maxLength: 300 } as const;

export const arrangeProductImagesSchema = {
  tags,
  summary:
    "Order the product's pictures (the same file names, the first the main picture) and, with `alts`, set each one's alternative text",
  security: bearer,
  params: idParams,
  body: {
    type: 'object',
    required: ['images'],
    properties: {
      images: { type: 'array', maxItems: MAX_IMAGES, items: { type: 'string', maxLength: 200 } },
      alts: {
        type: 'array',
        maxItems: MAX_IMAGES,
        description:
          "each picture's alternative text in `images`' order (the storefront's <img alt>); empty: none, the product's name stands in; absent: the texts are kept",
        items: {
          type: 'object',
          properties: { en: altText, ka: altText },
          additionalProperties: false,
        },
      },
    },
    additionalProperties: false,
  },
  response: { 200: product, ...failures },
} as const;

export const categoryImageSchema = {
  tags,
  summary:
    "Set the category's picture (the file as the body, up to 10 MB): checked, re-encoded and served as a product's",
  security: bearer,
  consumes: IMAGE_TYPES,
  params: idParams,
  response: { 200: category, ...failures },
} as const;

export const newsImageSchema = {
  tags,
  summary:
    "Set the news story's picture (the file as the body, up to 10 MB): checked, re-encoded and served as a product's",
  security: bearer,
  consumes: IMAGE_TYPES,
  params: idParams,
  response: { 200: newsSchemas.item, ...failures },
} as const;

export const productSheetSchema = {
  tags,
  summary: 'Set the product’s PDF sheet (application/pdf, up to 20 MB; a PDF by its content, else 422)',
  security: bearer,
  consumes: ['application/pdf'],
  params: idParams,
  response: { 200: product, ...failures },
} as const;
