// The figures of "what you will see", from the textbook formulas every observing guide repeats. Each
// cites where it is published; the tests check them against those sources' own worked examples.

const DEGREES_PER_RADIAN = 180 / Math.PI;

/**
 * Magnification: the telescope's focal length over the eyepiece's, times a Barlow's factor (a 2x Barlow
 * doubles the telescope's focal length). Source: Celestron, NexStar SE manual, "Calculating
 * Magnification": 2032 mm / 25 mm = 81x; Wolfram Formula Repository, "Telescope Magnifying Power".
 */
export function magnification(telescopeFocalMm: number, eyepieceFocalMm: number, barlow = 1): number {
  return (telescopeFocalMm * barlow) / eyepieceFocalMm;
}

/**
 * True field of view in degrees, the sky the eyepiece shows: its apparent field over the magnification.
 * Source: Celestron, NexStar SE manual, "Determining Field of View": a 50° eyepiece at 81x shows 0.62°.
 */
export function trueField(apparentFieldDeg: number, power: number): number {
  return apparentFieldDeg / power;
}

/**
 * True field from the eyepiece's field stop (its printed diameter, the exact method where the maker
 * gives it): field stop over focal length, in radians. Source: Tele Vue, "Eyepiece field stop and true
 * field" (TFOV = field stop / telescope focal length x 57.3).
 */
export function trueFieldFromFieldStop(fieldStopMm: number, telescopeFocalMm: number, barlow = 1): number {
  return (fieldStopMm / (telescopeFocalMm * barlow)) * DEGREES_PER_RADIAN;
}

/**
 * Exit pupil in mm, the beam of light leaving the eyepiece: aperture over magnification (wider than the
 * eye's pupil, ~7 mm, wastes light). Source: astronomyknowhow.com, "Find your telescope magnification";
 * the Celestron example above: 203.2 mm / 81x = 2.5 mm.
 */
export function exitPupil(apertureMm: number, power: number): number {
  return apertureMm / power;
}

/**
 * The highest useful magnification: about twice the aperture in mm (50x per inch); past it the picture
 * grows but shows no more. Source: Sky & Telescope, "How to choose your telescope's magnification"
 * (about 50x per inch of aperture: a 200 mm telescope tops out near 400x).
 */
export function highestUsefulMagnification(apertureMm: number): number {
  return 2 * apertureMm;
}

/**
 * The lowest useful magnification: the one whose exit pupil is a dark-adapted eye's 7 mm. Source: the
 * exit pupil above, with the eye's pupil as astronomyknowhow.com gives it (7 mm).
 */
export function lowestUsefulMagnification(apertureMm: number): number {
  return apertureMm / 7;
}

/**
 * The faintest star the telescope shows under a dark sky (visual limiting magnitude): 2 + 5 log10 D, D the
 * aperture in mm. Source: outerspacetime, "Useful telescope equations: limiting magnitude" (130 mm:
 * 12.57); the same as Sky & Telescope's 7.7 + 5 log10 D(cm) less 0.7 magnitude, the cautious end.
 */
export function limitingMagnitude(apertureMm: number): number {
  return 2 + 5 * Math.log10(apertureMm);
}

/**
 * Resolving power in arcseconds after Dawes: two equal stars closer than 116 / D (mm) merge into one.
 * Source: David Darling, Encyclopedia of Science, "Dawes limit" (11.6 / D in cm).
 */
export function dawesLimit(apertureMm: number): number {
  return 116 / apertureMm;
}

/**
 * Resolving power in arcseconds after Rayleigh, 1.22 lambda / D for green light (550 nm): 138 / D (mm).
 * Source: Beehive Observatory, "Telescope limits" (5.45 / D in inches, i.e. 138.4 / D in mm).
 */
export function rayleighLimit(apertureMm: number): number {
  return (1.22 * 550e-6 * (DEGREES_PER_RADIAN * 3600)) / apertureMm;
}
