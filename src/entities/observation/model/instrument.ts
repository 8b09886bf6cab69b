// A telescope and an eyepiece as "what you will see" needs them (their figures), and how an address
// names them: the `fits` list parameter's words for a telescope (our slug, `ref:<slug>`,
// `own:<aperture>,<focal length>,<focuser>`) and the like for an eyepiece (our slug, `own:<focal
// length>,<apparent field>`).

/** a focuser's (or barrel's) size in inches */
export type Focuser = 1.25 | 2;
export const FOCUSERS: readonly Focuser[] = [1.25, 2];

export interface TelescopeOptics {
  apertureMm: number;
  focalLengthMm: number;
  /** null where the telescope does not say */
  focuser: Focuser | null;
}

export interface EyepieceOptics {
  focalLengthMm: number;
  apparentFieldDeg: number;
}

/** how an address names a telescope */
export type TelescopeChoice =
  | { kind: 'ours'; slug: string }
  | { kind: 'reference'; slug: string }
  | { kind: 'own'; optics: TelescopeOptics & { focuser: Focuser } };

export type EyepieceChoice = { kind: 'ours'; slug: string } | { kind: 'own'; optics: EyepieceOptics };

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
// what a telescope or eyepiece can be: past these, a typed figure is a slip of the finger
const APERTURE = { min: 20, max: 1000 };
const FOCAL_LENGTH = { min: 100, max: 10_000 };
const EYEPIECE_FOCAL = { min: 2, max: 60 };
const APPARENT_FIELD = { min: 20, max: 120 };

const within = (value: number, range: { min: number; max: number }) =>
  Number.isFinite(value) && value >= range.min && value <= range.max;

const isFocuser = (value: number): value is Focuser => FOCUSERS.includes(value as Focuser);

/** typed figures of a telescope, or null when one is missing or out of reason */
export function ownTelescope(apertureMm: number, focalLengthMm: number, focuser: number) {
  return within(apertureMm, APERTURE) && within(focalLengthMm, FOCAL_LENGTH) && isFocuser(focuser)
    ? { apertureMm, focalLengthMm, focuser }
    : null;
}

/** typed figures of an eyepiece, or null when one is missing or out of reason */
export function ownEyepiece(focalLengthMm: number, apparentFieldDeg: number): EyepieceOptics | null {
  return within(focalLengthMm, EYEPIECE_FOCAL) && within(apparentFieldDeg, APPARENT_FIELD)
    ? { focalLengthMm, apparentFieldDeg }
    : null;
}

const numbers = (raw: string) => raw.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));

/** the telescope an address names (`?telescope=` or `?fits=`), or null for anything else */
export function parseTelescopeChoice(raw: string | null): TelescopeChoice | null {
  if (!raw) return null;
  if (raw.startsWith('own:')) {
    const [aperture, focal, focuser] = numbers(raw.slice(4));
    const optics = ownTelescope(aperture, focal, focuser);
    return optics ? { kind: 'own', optics } : null;
  }
  if (raw.startsWith('ref:')) return SLUG.test(raw.slice(4)) ? { kind: 'reference', slug: raw.slice(4) } : null;
  return SLUG.test(raw) ? { kind: 'ours', slug: raw } : null;
}

/** the eyepiece an address names (`?eyepiece=`), or null for anything else */
export function parseEyepieceChoice(raw: string | null): EyepieceChoice | null {
  if (!raw) return null;
  if (raw.startsWith('own:')) {
    const [focal, field] = numbers(raw.slice(4));
    const optics = ownEyepiece(focal, field);
    return optics ? { kind: 'own', optics } : null;
  }
  return SLUG.test(raw) ? { kind: 'ours', slug: raw } : null;
}

/** a telescope choice as an address writes it */
export function telescopeParam(choice: TelescopeChoice): string {
  if (choice.kind === 'own') {
    const { apertureMm, focalLengthMm, focuser } = choice.optics;
    return `own:${apertureMm},${focalLengthMm},${focuser}`;
  }
  return choice.kind === 'reference' ? `ref:${choice.slug}` : choice.slug;
}

/** an eyepiece choice as an address writes it */
export function eyepieceParam(choice: EyepieceChoice): string {
  return choice.kind === 'own' ? `own:${choice.optics.focalLengthMm},${choice.optics.apparentFieldDeg}` : choice.slug;
}

/** the first number in a specification's value ("130 mm", "52°", "2x"): null without one */
function figure(value: string | undefined): number | null {
  const match = value?.replace(',', '.').match(/\d+(\.\d+)?/);
  return match ? Number(match[0]) : null;
}

// a specification's key as the API names it: snake_case (`focal_length`, `apparent_field`, as the
// catalogue's `specs` filter and docs/api.md spell them), not the seed's source names
type Specs = readonly { key: string; value: string }[];
const specFigure = (specs: Specs, key: string) => figure(specs.find((spec) => spec.key === key)?.value);

/**
 * A catalogue telescope's figures from its specifications (aperture, focal length); null when it lacks
 * either (binoculars, a camera lens). Its focuser is left unsaid: what fits it is the server's to say.
 */
export function telescopeFromSpecs(specs: Specs): TelescopeOptics | null {
  const apertureMm = specFigure(specs, 'aperture');
  const focalLengthMm = specFigure(specs, 'focal_length');
  return apertureMm && focalLengthMm ? { apertureMm, focalLengthMm, focuser: null } : null;
}

/**
 * A catalogue eyepiece's figures from its specifications; a zoom's ("8–24 mm") at its longest focal
 * length, where its field is the one it states. Null without a focal length or an apparent field.
 */
export function eyepieceFromSpecs(specs: Specs): EyepieceOptics | null {
  const focal = specs.find((spec) => spec.key === 'focal_length')?.value;
  const focalLengthMm = figure(focal?.split(/[–-]/).at(-1));
  const apparentFieldDeg = specFigure(specs, 'apparent_field');
  return focalLengthMm && apparentFieldDeg ? { focalLengthMm, apparentFieldDeg } : null;
}

/** a Barlow's (or reducer's) factor from its specifications ("2x"); null without one */
export function barlowFromSpecs(specs: Specs): number | null {
  return specFigure(specs, 'magnification');
}
