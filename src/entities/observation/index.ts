export {
  magnification,
  trueField,
  trueFieldFromFieldStop,
  exitPupil,
  highestUsefulMagnification,
  lowestUsefulMagnification,
  limitingMagnitude,
  dawesLimit,
  rayleighLimit,
} from './model/formulas';
export {
  FOCUSERS,
  ownTelescope,
  ownEyepiece,
  parseTelescopeChoice,
  parseEyepieceChoice,
  telescopeParam,
  eyepieceParam,
  telescopeFromSpecs,
  eyepieceFromSpecs,
  barlowFromSpecs,
} from './model/instrument';
export type { Focuser, TelescopeOptics, EyepieceOptics, TelescopeChoice, EyepieceChoice } from './model/instrument';
export { telescopeFigures, viewFigures, isUseful, SKY_OBJECTS } from './model/view';
export type { TelescopeFigures, ViewFigures, SkyObject } from './model/view';
export { useReferenceTelescopesQuery, useReferenceTelescope } from './api/referenceApi';
export type { ReferenceTelescope } from './api/referenceApi';
export { FieldDrawing } from './ui/FieldDrawing';
export { OpticsFigures, figureList } from './ui/OpticsFigures';
export type { Figure } from './ui/OpticsFigures';
export { TelescopeFiguresForm } from './ui/TelescopeFiguresForm';
export { useMyTelescope } from './model/rememberedTelescope';
export { useMyTelescopes, useForgetTelescopeMutation } from './api/myTelescopesApi';
export type { KeptTelescope } from './api/myTelescopesApi';
export { KeepTelescope } from './ui/KeepTelescope';
