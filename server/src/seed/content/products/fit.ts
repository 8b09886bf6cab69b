import type { Audience, Barrel, Compatibility, Design, Dovetail, Saddle, AccessoryKind } from '../../../domain/fit';

// What decides fit, per product (domain/fit.ts), from each product's name and specifications: the
// focuser its table names (a 2.5" or 3.7" focuser takes 2" accessories), a tube weight from its
// "tube weight" or, on a mount, a tube of its size, the dovetail its rings or mount use. Kept beside
// the products rather than in each of them so the whole catalogue's fit can be read at a glance.

const telescope = (
  design: Design,
  focuser: Barrel,
  weight: number,
  dovetail: Dovetail | null,
  mounted: boolean,
): Compatibility => ({ role: 'telescope', design, focuser, weight, dovetail, mounted });
const mount = (payload: number, saddle: Saddle): Compatibility => ({ role: 'mount', payload, saddle });
const accessory = (kind: AccessoryKind, ...barrel: Barrel[]): Compatibility => ({ role: 'accessory', kind, barrel });

export const compatibility: Record<string, Compatibility> = {
  // refractors: a Vixen bar under the rings of the small and middle ones, Losmandy under the heavy ones
  'orbita-70-700-az': telescope('refractor', 1.25, 1.8, null, true),
  'orbita-90-900-eq2': telescope('refractor', 1.25, 3.5, 'vixen', true),
  'orbita-102-1000-eq3': telescope('refractor', 1.25, 4.5, 'vixen', true),
  'orbita-120-600-short-tube': telescope('refractor', 2, 4.1, 'vixen', false),
  'orbita-80-400-travel': telescope('refractor', 1.25, 1.6, null, true),
  'kavkasia-ed80-apo': telescope('refractor', 2, 2.8, 'vixen', false),
  'kavkasia-72-ed-travel': telescope('refractor', 2, 1.9, 'vixen', false),
  'kavkasia-102-apo-triplet': telescope('refractor', 2, 4.6, 'vixen', false),
  'kavkasia-130-apo-triplet': telescope('refractor', 2, 8.9, 'losmandy', false),
  'kavkasia-152-apo-observatory': telescope('refractor', 2, 13.2, 'losmandy', false),
  'orbita-junior-50': telescope('refractor', 1.25, 0.5, null, true),
  'orbita-junior-70-kit': telescope('refractor', 1.25, 1.5, null, true),
  // Newtonians: a Dobsonian's tube rides its base (no dovetail)
  'orbita-114-900-eq1': telescope('newtonian', 1.25, 4, 'vixen', true),
  'orbita-130-900': telescope('newtonian', 1.25, 5.5, 'vixen', true),
  'orbita-150-750-eq3': telescope('newtonian', 2, 6.8, 'vixen', true),
  'orbita-200-1000-eq5': telescope('newtonian', 2, 9.5, 'vixen', true),
  'nebula-works-150-f4-astrograph': telescope('newtonian', 2, 5.3, 'vixen', false),
  'tetnuldi-6-dobsonian': telescope('newtonian', 1.25, 8, null, true),
  'tetnuldi-8-dobsonian': telescope('newtonian', 2, 10.5, null, true),
  'tetnuldi-10-dobsonian': telescope('newtonian', 2, 14, null, true),
  'tetnuldi-12-truss-dobsonian': telescope('newtonian', 2, 20, null, true),
  'tetnuldi-16-goto-dobsonian': telescope('newtonian', 2, 30, null, true),
  'tetnuldi-mini-76-tabletop': telescope('newtonian', 1.25, 1.2, null, true),
  'nebula-works-rc-8': telescope('ritchey-chretien', 2, 7.3, 'losmandy', false),
  // catadioptrics
  'orbita-mak-90': telescope('maksutov', 1.25, 1.4, 'vixen', false),
  'orbita-mak-127-az-goto': telescope('maksutov', 1.25, 3.5, 'vixen', true),
  'kavkasia-mak-180': telescope('maksutov', 2, 6.8, 'vixen', false),
  'polaris-sct-8-goto': telescope('sct', 2, 5.7, 'vixen', true),
  'polaris-sct-11-ota': telescope('sct', 2, 12.5, 'losmandy', false),
  // mounts, by the payload their specifications give (the HD40's without counterweight)
  'polaris-eq3-manual': mount(5, 'vixen'),
  'polaris-eq5-goto': mount(10, 'vixen'),
  'polaris-eq6-r-goto': mount(20, 'both'),
  'polaris-harmonic-40': mount(18, 'both'),
  'polaris-az-gti-wifi': mount(5, 'vixen'),
  // accessories that go into a focuser
  'lumen-plossl-25': accessory('eyepiece', 1.25),
  'kavkasia-uwa-82-14': accessory('eyepiece', 1.25, 2),
  'kavkasia-uwa-82-30': accessory('eyepiece', 2),
  'lumen-zoom-8-24': accessory('eyepiece', 1.25),
  'lumen-eyepiece-kit-deluxe': accessory('eyepiece', 1.25),
  'lumen-barlow-2x-apo': accessory('barlow', 1.25),
  'lumen-barlow-3x': accessory('barlow', 1.25),
  'lumen-dielectric-diagonal-2': accessory('diagonal', 2),
  'lumen-diagonal-125': accessory('diagonal', 1.25),
  'lumen-laser-collimator': accessory('collimator', 1.25),
  'lumen-cheshire-eyepiece': accessory('collimator', 1.25),
  'nebula-works-moon-filter-125': accessory('filter', 1.25),
  'nebula-works-color-filter-set': accessory('filter', 1.25),
  'nebula-works-uhc-2': accessory('filter', 2),
  'nebula-works-dual-band-2': accessory('filter', 2),
  'kavkasia-binoviewer': accessory('binoviewer', 1.25),
  'lumen-extension-tube-2-50': accessory('extension', 2),
  // M48 threads: a 2" focuser's drawtube
  'kavkasia-reducer-0-8x': accessory('flattener', 2),
  'kavkasia-flattener-1x': accessory('flattener', 2),
};

/** what the catalogue marks for children and for a first telescope (the search's "for a child", "beginner") */
export const audience: Record<string, Audience[]> = {
  'orbita-junior-50': ['kids'],
  'orbita-junior-70-kit': ['kids', 'beginner'],
  'tetnuldi-mini-76-tabletop': ['kids', 'beginner'],
  'orbita-70-700-az': ['beginner'],
  'orbita-90-900-eq2': ['beginner'],
  'orbita-80-400-travel': ['beginner'],
  'orbita-114-900-eq1': ['beginner'],
  'orbita-130-900': ['beginner'],
  'tetnuldi-6-dobsonian': ['beginner'],
  'tetnuldi-8-dobsonian': ['beginner'],
  'orbita-mak-127-az-goto': ['beginner'],
  'kosmo-smart-s50': ['beginner'],
  'lumen-plossl-25': ['beginner'],
  'lumen-eyepiece-kit-deluxe': ['beginner'],
  'nebula-works-moon-filter-125': ['beginner'],
  'ushba-10x50-porro': ['beginner'],
  'planisphere-42n-georgia': ['kids', 'beginner'],
  'pocket-sky-atlas-georgian': ['beginner'],
  'book-night-sky-of-georgia': ['kids', 'beginner'],
  'kolkhi-junior-40-640': ['kids'],
  'kolkhi-student-led-1000': ['kids', 'beginner'],
  'moon-globe-lamp-20': ['kids'],
};
