import type { Candidate } from './productList.repository';
import { fits, fitsAsItIs, type Compatibility } from '../../domain/fit';
import type { Length, SearchIntent } from '../../domain/searchIntent';

// A search's meaning (domain/searchIntent.ts) applied to the catalogue's candidates: lengths matched
// against apertures, focal lengths and barrels, the audience against the catalogue's marks, and "a mount
// for an 8 inch SCT" through the rule set (domain/fit.ts).

/** "8 inch" (203.2 mm) is a 200 mm or a 203 mm aperture: makers round */
const APERTURE_TOLERANCE = 0.025;
/** a focal length is said exactly ("30 mm eyepiece"), give or take rounding */
const FOCAL_TOLERANCE = 0.01;
/** specifications an aperture-like length matches (a binocular's objective too) */
const APERTURES = ['aperture', 'objective'];

const near = (value: number | null, mm: number, tolerance: number) =>
  value !== null && Math.abs(value - mm) <= mm * tolerance;

function specNumbers(candidate: Candidate, keys: string[]): number[] {
  return candidate.specs.flatMap((spec) => (keys.includes(spec.key) && spec.number !== null ? [spec.number] : []));
}

/** a telescope's (or binocular's) aperture of that length */
function apertureIs(candidate: Candidate, length: Length): boolean {
  return specNumbers(candidate, APERTURES).some((value) => near(value, length.mm, APERTURE_TOLERANCE));
}

/**
 * The length is the product's aperture, its focal length, or its barrel. An eyepiece size (2", 1.25") is
 * an accessory's barrel; only where telescopes are asked for ("2 inch telescope") also a focuser that
 * takes it or an aperture: a bare 2" is an eyepiece, a filter or a diagonal, not the 50 mm kids' telescope.
 */
function lengthMatches(candidate: Candidate, length: Length, kind: SearchIntent['kind']): boolean {
  const fit = candidate.compatibility;
  if (length.barrel !== null) {
    if (fit?.role === 'accessory' && fit.barrel.includes(length.barrel)) return true;
    if (kind !== 'telescope') return false;
    if (fit?.role === 'telescope' && fit.focuser === length.barrel) return true;
  }
  return (
    apertureIs(candidate, length) ||
    specNumbers(candidate, ['focal_length']).some((value) => near(value, length.mm, FOCAL_TOLERANCE))
  );
}

function isKind(compatibility: Compatibility | null, kind: SearchIntent['kind']): boolean {
  if (kind === 'telescope' || kind === 'mount') return compatibility?.role === kind;
  return compatibility?.role === 'accessory' && compatibility.kind === kind;
}

/**
 * The candidates the search means, in the order given. `candidates` are those its remaining words
 * matched (every product when none remain); `all` the whole catalogue, for the telescopes a
 * "mount for ..." describes.
 */
export function applyIntent(intent: SearchIntent, candidates: Candidate[], all: Iterable<Candidate>): Candidate[] {
  const forAudience = (candidate: Candidate) => intent.audience.every((mark) => candidate.audience.includes(mark));
  if (intent.forTelescope) {
    // an eyepiece size is the accessory's own ("2 inch eyepiece for an sct"); other lengths the telescope's aperture
    const own = intent.kind === 'mount' ? [] : intent.lengths.filter((length) => length.barrel !== null);
    const telescopeLengths = intent.lengths.filter((length) => !own.includes(length));
    const telescopes = [...all].filter((candidate) => {
      const fit = candidate.compatibility;
      return (
        fit?.role === 'telescope' &&
        (intent.designs.length === 0 || intent.designs.includes(fit.design)) &&
        telescopeLengths.every((length) => apertureIs(candidate, length))
      );
    });
    return candidates.filter(
      (candidate) =>
        isKind(candidate.compatibility, intent.kind) &&
        forAudience(candidate) &&
        own.every((length) => lengthMatches(candidate, length, intent.kind)) &&
        // "mount for 8 inch sct": what carries one as it is, not what would with another dovetail bar
        telescopes.some((telescope) => fitsAsItIs(fits(telescope.compatibility, candidate.compatibility))),
    );
  }
  const meant = candidates.filter(
    (candidate) =>
      forAudience(candidate) && intent.lengths.every((length) => lengthMatches(candidate, length, intent.kind)),
  );
  // the kind asked for first ("telescope for a child": the kids' telescopes before the star atlas), else in order
  if (intent.kind === null) return meant;
  const asked = (candidate: Candidate) => Number(isKind(candidate.compatibility, intent.kind));
  return meant.sort((a, b) => asked(b) - asked(a));
}
