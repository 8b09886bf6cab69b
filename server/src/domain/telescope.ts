import type { Barrel, Design, Dovetail, TelescopeFigures } from './fit';

// A telescope as a shopper names it for "fits my telescope" (issue 38): one of ours, one of the reference
// list of common models, or figures typed in. Whichever, the fit rules read the same TelescopeFigures.

/** the brands of the reference list, as written in Latin and in Georgian (what a Georgian search finds) */
export const BRANDS = {
  Celestron: 'სელესტრონი',
  'Sky-Watcher': 'სქაივოჩერი',
  Levenhuk: 'ლევენჰუკი',
  Bresser: 'ბრესერი',
  Meade: 'მიდი',
  'Explore Scientific': 'ექსპლორ საიენტიფიკი',
  'National Geographic': 'ნეშენალ ჯეოგრაფიკი',
  Orion: 'ორიონი',
  Vixen: 'ვიქსენი',
} as const;
export type Brand = keyof typeof BRANDS;

/** what a telescope stands on as sold: an optical tube alone ("ota") needs a mount of the shop's */
export const MOUNTS = ['ota', 'dobsonian', 'altaz', 'altaz-goto', 'equatorial', 'equatorial-goto'] as const;
export type Mount = (typeof MOUNTS)[number];

/** focuser sizes as the API writes them (inches, as the trade does) */
export const FOCUSERS = ['1.25', '2'] as const;
export type Focuser = (typeof FOCUSERS)[number];

export const barrelOf = (focuser: Focuser): Barrel => (focuser === '2' ? 2 : 1.25);
export const focuserOf = (barrel: Barrel): Focuser => (barrel === 2 ? '2' : '1.25');

/** a reference-list telescope's figures, as the rules read them */
export function referenceFigures(telescope: {
  focuser: Focuser;
  design: Design;
  mount: Mount;
  dovetail: Dovetail | null;
  weight_kg: number | null;
}): TelescopeFigures {
  return {
    role: 'telescope',
    design: telescope.design,
    focuser: barrelOf(telescope.focuser),
    weight: telescope.weight_kg,
    dovetail: telescope.dovetail,
    mounted: telescope.mount !== 'ota',
  };
}

/**
 * Typed figures: the focuser is known, the design, tube weight and dovetail are not, so only the rules that
 * need nothing more apply (an eyepiece's barrel; no mount, no design-bound accessory).
 */
export const ownFigures = (focuser: Focuser): TelescopeFigures => ({
  role: 'telescope',
  design: null,
  focuser: barrelOf(focuser),
  weight: null,
  dovetail: null,
  mounted: true,
});

/** the figures a shopper may type: the smallest and largest telescopes anyone brings to an eyepiece */
export const OWN_LIMITS = {
  aperture_mm: { min: 20, max: 1500 },
  focal_length_mm: { min: 100, max: 20000 },
} as const;

/**
 * Text as the reference search compares it: lower case, words apart at anything but letters and digits
 * ("Sky-Watcher" is "sky watcher"), in either script.
 */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}.]+/gu) ?? [];
}
