// What decides whether two products work together, and the one rule set that decides it. A product's
// compatibility is data (products.compatibility, migration 022), written by the seed and the back
// office; the product page's "fits this telescope", an accessory's "fits these telescopes", the lists'
// `fits` filter and the search's "mount for 8 inch sct" all ask fits() below, nothing else.
//
// Keys are single words (weight, payload, barrel...) so the one shape reads the same in the storefront's
// snake_case API and the back office's camelCase one. Sizes of barrels and focusers are in inches (the
// trade's own unit: 1.25" and 2"), weights in kilograms.

/** eyepiece and accessory barrels, and the focusers that take them */
export const BARRELS = [1.25, 2] as const;
export type Barrel = (typeof BARRELS)[number];

export const DESIGNS = ['newtonian', 'ritchey-chretien', 'refractor', 'sct', 'maksutov'] as const;
export type Design = (typeof DESIGNS)[number];

export const DOVETAILS = ['vixen', 'losmandy'] as const;
export type Dovetail = (typeof DOVETAILS)[number];

export const SADDLES = ['vixen', 'losmandy', 'both'] as const;
export type Saddle = (typeof SADDLES)[number];

export const ACCESSORY_KINDS = [
  'eyepiece',
  'barlow',
  'diagonal',
  'collimator',
  'filter',
  'binoviewer',
  'extension',
  'flattener',
] as const;
export type AccessoryKind = (typeof ACCESSORY_KINDS)[number];

export interface TelescopeFit {
  role: 'telescope';
  design: Design;
  /** the eyepiece size its focuser takes without an adapter (a 2.5" or 3" focuser takes 2") */
  focuser: Barrel;
  /** kg, the optical tube alone (what a mount carries) */
  weight: number;
  /** the bar it sits on a mount by; null: it has none (a Dobsonian's tube rides its base) */
  dovetail: Dovetail | null;
  /** sold with a mount (or a base): the shop does not offer it another */
  mounted: boolean;
}

export interface MountFit {
  role: 'mount';
  /** kg, the maker's figure; see MOUNT_MARGIN */
  payload: number;
  saddle: Saddle;
}

export interface AccessoryFit {
  role: 'accessory';
  kind: AccessoryKind;
  /** the barrel sizes it comes with (an eyepiece with a 1.25" and a 2" skirt names both) */
  barrel: Barrel[];
}

export type Compatibility = TelescopeFit | MountFit | AccessoryFit;

/** who the catalogue marks a product for: the search's "for a child", "beginner" */
export const AUDIENCES = ['kids', 'beginner'] as const;
export type Audience = (typeof AUDIENCES)[number];

/**
 * A mount carries a tube up to this share of its rated payload. Makers rate payload at the limit of
 * stability; the usual advice for visual use is to stay 30 % below it (imagers keep 50 %), so the
 * shop's answer is never the mount that shakes at the eyepiece.
 */
export const MOUNT_MARGIN = 0.7;

/** back focus a Newtonian does not have: a diagonal or binoviewer in its focuser never reaches focus */
const NEEDS_BACK_FOCUS: readonly AccessoryKind[] = ['diagonal', 'binoviewer'];
/** a collimator aligns mirrors: reflectors only */
const REFLECTORS: readonly Design[] = ['newtonian', 'ritchey-chretien'];

/**
 * What the rules read of a telescope: a product's record, or a telescope we do not sell (a reference-list
 * model or figures a shopper typed), of which the design, tube weight or dovetail may not be known. A rule
 * that needs an unknown figure does not say "fits".
 */
export interface TelescopeFigures {
  role: 'telescope';
  design: Design | null;
  focuser: Barrel;
  /** kg, the optical tube alone; null: not known */
  weight: number | null;
  dovetail: Dovetail | null;
  mounted: boolean;
}

/** what the rules compare: products' records, or a telescope's figures */
export type Fittable = Compatibility | TelescopeFigures;

export const VERDICTS = ['fits', 'adapter', 'needs'] as const;

/** what is missing for a product to fit, when something would make it fit */
export const NEEDS = ['2-inch-focuser', 'vixen-dovetail', 'losmandy-dovetail'] as const;
export type Need = (typeof NEEDS)[number];

/**
 * How one product fits a telescope: "fits" as it is; "adapter": a 1.25" accessory in a 2" focuser, through
 * the 1.25" adapter such focusers come with; "needs": it fits once the telescope gets `needs` (a 2" focuser
 * for a 2" accessory, the dovetail bar a mount's saddle takes).
 */
export type Verdict = { verdict: 'fits' | 'adapter' } | { verdict: 'needs'; needs: Need };

const FITS: Verdict = { verdict: 'fits' };

/** the rules bound to a design: an unknown design (typed figures) fits none of them */
function designAllows(design: Design | null, kind: AccessoryKind): boolean {
  if (kind === 'collimator') return design !== null && REFLECTORS.includes(design);
  if (NEEDS_BACK_FOCUS.includes(kind)) return design !== null && design !== 'newtonian';
  // a flattener corrects a refractor's curved field; mirrors and correctors have their own
  if (kind === 'flattener') return design === 'refractor';
  return true;
}

function accessoryFits(telescope: TelescopeFigures, accessory: AccessoryFit): Verdict | null {
  if (!designAllows(telescope.design, accessory.kind)) return null;
  if (accessory.barrel.includes(telescope.focuser)) return FITS;
  if (telescope.focuser === 2 && accessory.barrel.includes(1.25)) return { verdict: 'adapter' };
  return { verdict: 'needs', needs: '2-inch-focuser' };
}

/** the mount carries the tube's weight with MOUNT_MARGIN to spare (a known weight on a bar of a known kind) */
function carriesWeight(mount: MountFit, telescope: TelescopeFigures): boolean {
  return telescope.dovetail !== null && telescope.weight !== null && telescope.weight <= mount.payload * MOUNT_MARGIN;
}

/** the mount takes the tube's dovetail and carries its weight with MOUNT_MARGIN to spare */
export function mountCarries(mount: MountFit, telescope: TelescopeFigures): boolean {
  return carriesWeight(mount, telescope) && (mount.saddle === 'both' || mount.saddle === telescope.dovetail);
}

function mountFits(mount: MountFit, telescope: TelescopeFigures): Verdict | null {
  if (!carriesWeight(mount, telescope)) return null;
  if (mountCarries(mount, telescope)) return FITS;
  // the saddle takes the other bar: the tube's bar swapped for one it takes
  return { verdict: 'needs', needs: mount.saddle === 'vixen' ? 'vixen-dovetail' : 'losmandy-dovetail' };
}

/** whether a product fits a telescope (in either order); null: it does not, or neither is a telescope */
export function fits(one: Fittable | null, other: Fittable | null): Verdict | null {
  if (!one || !other) return null;
  if (other.role === 'telescope' && one.role !== 'telescope') return fits(other, one);
  if (one.role !== 'telescope') return null;
  if (other.role === 'accessory') return accessoryFits(one, other);
  if (other.role === 'mount') return mountFits(other, one);
  return null;
}

/** it fits as it is or through the adapter the telescope came with: what a product page offers */
export const fitsAsItIs = (verdict: Verdict | null): boolean => verdict !== null && verdict.verdict !== 'needs';

const weight = { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'kg' } as const;

/** a compatibility record as answers carry it (and as the OpenAPI document shows it) */
export const compatibilityAnswer = {
  type: ['object', 'null'],
  description:
    'what decides fit: a telescope (design, focuser in inches, tube weight in kg, dovetail, sold with a mount), a mount (payload in kg, saddle) or an accessory (kind, barrel sizes in inches); null: none',
  required: ['role'],
  properties: {
    role: { type: 'string', enum: ['telescope', 'mount', 'accessory'] },
    design: { type: 'string', enum: DESIGNS },
    focuser: { type: 'number', enum: BARRELS, description: 'inches' },
    weight: { ...weight, description: 'kg, the optical tube alone' },
    dovetail: { type: ['string', 'null'], enum: [...DOVETAILS, null] },
    mounted: { type: 'boolean' },
    payload: weight,
    saddle: { type: 'string', enum: SADDLES },
    kind: { type: 'string', enum: ACCESSORY_KINDS },
    barrel: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'number', enum: BARRELS },
      description: 'inches',
    },
  },
  additionalProperties: false,
} as const;

/**
 * The same record as the back office sends it: `role` decides which fields it needs (if/then), so a
 * missing field is named on its own (422 `compatibility.payload`), not lost in a oneOf's three failures.
 */
export const compatibilitySchema = {
  ...compatibilityAnswer,
  allOf: [
    {
      if: { properties: { role: { const: 'telescope' } } },
      // no dovetail (absent or null): the tube rides its own base, as a Dobsonian's does
      then: { required: ['design', 'focuser', 'weight', 'mounted'] },
    },
    { if: { properties: { role: { const: 'mount' } } }, then: { required: ['payload', 'saddle'] } },
    { if: { properties: { role: { const: 'accessory' } } }, then: { required: ['kind', 'barrel'] } },
  ],
} as const;

export const audienceSchema = {
  type: 'array',
  uniqueItems: true,
  maxItems: AUDIENCES.length,
  items: { type: 'string', enum: AUDIENCES },
  description: 'who the catalogue marks the product for (the search finds "for a child", "beginner")',
} as const;

/** only the fields of its role, in one order: what is stored and shown, whatever else a client sent */
export function compatibilityOf(input: Record<string, unknown> | null | undefined): Compatibility | null {
  if (!input) return null;
  const value = input as unknown as Compatibility;
  switch (value.role) {
    case 'telescope': {
      const { design, focuser, weight: tube, dovetail, mounted } = value;
      return { role: 'telescope', design, focuser, weight: tube, dovetail: dovetail ?? null, mounted };
    }
    case 'mount':
      return { role: 'mount', payload: value.payload, saddle: value.saddle };
    case 'accessory':
      return { role: 'accessory', kind: value.kind, barrel: [...value.barrel].sort((a, b) => a - b) };
  }
}
