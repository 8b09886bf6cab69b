import {
  dawesLimit,
  exitPupil,
  highestUsefulMagnification,
  limitingMagnitude,
  lowestUsefulMagnification,
  magnification,
  rayleighLimit,
  trueField,
} from './formulas';
import type { EyepieceOptics, TelescopeOptics } from './instrument';

/** What a telescope shows whatever the eyepiece: the limits its aperture sets. */
export interface TelescopeFigures {
  focalRatio: number;
  lowestUseful: number;
  highestUseful: number;
  limitingMagnitude: number;
  dawesArcsec: number;
  rayleighArcsec: number;
}

/** What a telescope shows through one eyepiece (and a Barlow): its power and the sky it frames. */
export interface ViewFigures {
  magnification: number;
  trueFieldDeg: number;
  exitPupilMm: number;
}

export function telescopeFigures({ apertureMm, focalLengthMm }: TelescopeOptics): TelescopeFigures {
  return {
    focalRatio: focalLengthMm / apertureMm,
    lowestUseful: lowestUsefulMagnification(apertureMm),
    highestUseful: highestUsefulMagnification(apertureMm),
    limitingMagnitude: limitingMagnitude(apertureMm),
    dawesArcsec: dawesLimit(apertureMm),
    rayleighArcsec: rayleighLimit(apertureMm),
  };
}

export function viewFigures(telescope: TelescopeOptics, eyepiece: EyepieceOptics, barlow = 1): ViewFigures {
  const power = magnification(telescope.focalLengthMm, eyepiece.focalLengthMm, barlow);
  return {
    magnification: power,
    trueFieldDeg: trueField(eyepiece.apparentFieldDeg, power),
    exitPupilMm: exitPupil(telescope.apertureMm, power),
  };
}

/** whether a magnification is one the telescope is good for (between its lowest and highest useful) */
export function isUseful(telescope: TelescopeOptics, power: number): boolean {
  const { lowestUseful, highestUseful } = telescopeFigures(telescope);
  return power >= lowestUseful && power <= highestUseful;
}

/** the sky's showpieces "what you will see" draws, each at its real angular size */
export interface SkyObject {
  key: 'moon' | 'jupiter' | 'saturn' | 'orion-nebula' | 'pleiades';
  /** width and height on the sky, in arcminutes */
  widthArcmin: number;
  heightArcmin: number;
}

// Sizes as the almanacs give them, at their usual (mean or opposition) distance: the Moon 31' across
// (NASA Moon fact sheet: 29.3'–34.1'), Jupiter 44" at opposition (NASA Jupiter fact sheet: 30"–50"),
// Saturn's globe 18" and its rings 42" (NASA Saturn fact sheet), the Orion Nebula M42 65' x 60' and
// the Pleiades M45 about 110' (SEDS Messier catalogue).
export const SKY_OBJECTS: readonly SkyObject[] = [
  { key: 'moon', widthArcmin: 31, heightArcmin: 31 },
  { key: 'jupiter', widthArcmin: 44 / 60, heightArcmin: 44 / 60 },
  { key: 'saturn', widthArcmin: 42 / 60, heightArcmin: 18 / 60 },
  { key: 'orion-nebula', widthArcmin: 65, heightArcmin: 60 },
  { key: 'pleiades', widthArcmin: 110, heightArcmin: 110 },
];
