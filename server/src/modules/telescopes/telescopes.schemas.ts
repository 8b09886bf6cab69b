import { DESIGNS } from '../../domain/fit';
import { FOCUSERS, MOUNTS, OWN_LIMITS } from '../../domain/telescope';
import * as s from '../../http/schemas';

// The telescopes a shopper names for "fits my telescope": the reference list's answers, and "my telescopes".

const slug = s.slugParams.properties.slug;
const focuser = { type: 'string', enum: FOCUSERS, description: 'inches: the eyepiece size the focuser takes' } as const;
const millimetres = (limits: { min: number; max: number }, description: string) =>
  ({ type: 'number', minimum: limits.min, maximum: limits.max, description }) as const;
const aperture = millimetres(OWN_LIMITS.aperture_mm, 'mm');
const focalLength = millimetres(OWN_LIMITS.focal_length_mm, 'mm');

export const REFERENCE_LIMIT = { default: 20, max: 50 } as const;

export const referenceQuery = {
  type: 'object',
  properties: {
    q: {
      type: 'string',
      maxLength: 100,
      default: '',
      description:
        'words of the brand and model, Latin or Georgian, any case, each the start of a word ("nexstar 8" finds NexStar 8SE); empty: the first of the list',
    },
    limit: { type: 'integer', minimum: 1, maximum: REFERENCE_LIMIT.max, default: REFERENCE_LIMIT.default },
  },
  additionalProperties: false,
} as const;

export const referenceTelescope = s.answer({
  slug,
  brand: { type: 'string' },
  model: { type: 'string' },
  name: { type: 'string', description: 'brand and model in the asked language (Georgian: transliterated)' },
  aperture_mm: { type: 'number' },
  focal_length_mm: { type: 'number' },
  focuser,
  design: { type: 'string', enum: DESIGNS },
  mount: { type: 'string', enum: MOUNTS, description: 'what it stands on as sold; "ota": the optical tube alone' },
  weight_kg: { type: ['number', 'null'], description: 'kg, the optical tube alone; null: not published' },
  source: { type: 'string', description: "where the figures are published: the maker's product page or catalogue" },
});

export const userTelescope = s.answer({
  id: { type: 'integer' },
  kind: { type: 'string', enum: ['ours', 'ref', 'own'], description: 'one we sell, from the reference list, or typed' },
  slug: { type: ['string', 'null'], description: "ours: the product's slug; ref: the reference list's; own: null" },
  aperture_mm: { type: 'number' },
  focal_length_mm: { type: 'number' },
  focuser,
  name: { type: 'string' },
});

const name = { ...s.plainText, minLength: 1, maxLength: 100, description: "the shopper's own name for it" };

/**
 * One we sell or one of the reference list by its slug, or typed figures. One object whose `kind` decides
 * what it needs (if/then, as domain/fit.ts compatibilitySchema): a oneOf of closed objects would have the
 * validator strip the fields of the branch it tried first.
 */
export const userTelescopeInput = {
  type: 'object',
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: ['ours', 'ref', 'own'] },
    slug: { ...slug, description: "ours: a product's slug; ref: the reference list's" },
    aperture_mm: aperture,
    focal_length_mm: focalLength,
    focuser,
    name,
  },
  additionalProperties: false,
  allOf: [
    { if: { properties: { kind: { enum: ['ours', 'ref'] } } }, then: { required: ['slug'] } },
    {
      if: { properties: { kind: { const: 'own' } } },
      then: { required: ['aperture_mm', 'focal_length_mm', 'focuser'] },
    },
  ],
} as const;

export const telescopeIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/**
 * A list's `fits` parameter: a product of ours (its slug), `ref:{reference slug}`, or typed figures
 * `own:{aperture mm},{focal length mm},{1.25|2}`.
 */
export const fitsParameter = {
  type: 'string',
  maxLength: 130,
  pattern: '^(ref:)?[a-z0-9][a-z0-9-]{0,119}$|^own:[0-9]{1,5}(\\.[0-9]{1,2})?,[0-9]{1,5}(\\.[0-9]{1,2})?,(1\\.25|2)$',
  description:
    "the telescope or product a list is narrowed to. A product's slug: only what fits it (a telescope's: the accessories and mounts that fit it; an accessory's or mount's: the telescopes it fits). `ref:{slug}`: a telescope of the reference list (`/api/telescopes/reference`); `own:{aperture mm},{focal length mm},{1.25|2}`: a telescope's typed figures (its design, weight and dovetail unknown: no mounts, no design-bound accessories). Each item answers `fit`. 404 when no such product or telescope, 422 for figures out of range",
} as const;
