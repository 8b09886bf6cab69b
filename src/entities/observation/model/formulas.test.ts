import {
  dawesLimit,
  exitPupil,
  highestUsefulMagnification,
  limitingMagnitude,
  lowestUsefulMagnification,
  magnification,
  rayleighLimit,
  trueField,
  trueFieldFromFieldStop,
} from './formulas';

describe('the optics formulas, against their sources’ worked examples', () => {
  it('magnification: Celestron’s 8" SCT (2032 mm) with a 25 mm eyepiece is 81x, twice that through a 2x Barlow', () => {
    expect(magnification(2032, 25)).toBeCloseTo(81.3, 1);
    expect(magnification(2032, 25, 2)).toBeCloseTo(162.6, 1);
  });

  it('true field: Celestron’s 50° eyepiece at 81x shows 0.62°', () => {
    expect(trueField(50, 81)).toBeCloseTo(0.62, 2);
  });

  it('true field by the field stop: 27 mm in a 1000 mm telescope is 1.55° (27 / 1000 x 57.3)', () => {
    expect(trueFieldFromFieldStop(27, 1000)).toBeCloseTo(1.547, 3);
    // a Barlow narrows it as it raises the power
    expect(trueFieldFromFieldStop(27, 1000, 2)).toBeCloseTo(0.77, 2);
  });

  it('exit pupil: 203.2 mm at 81x leaves a 2.5 mm beam', () => {
    expect(exitPupil(203.2, 81.28)).toBeCloseTo(2.5, 2);
  });

  it('useful magnifications: 200 mm tops out at 400x and starts at 29x (7 mm exit pupil)', () => {
    expect(highestUsefulMagnification(200)).toBe(400);
    expect(lowestUsefulMagnification(203)).toBeCloseTo(29, 0);
  });

  it('limiting magnitude: 130 mm reaches 12.57 (outerspacetime’s example)', () => {
    expect(limitingMagnitude(130)).toBeCloseTo(12.57, 2);
  });

  it('resolving power: Dawes 1.16" at 100 mm (11.6 / 10 cm); Rayleigh 5.45" per inch, 1.38" at 100 mm', () => {
    expect(dawesLimit(100)).toBeCloseTo(1.16, 2);
    expect(rayleighLimit(100)).toBeCloseTo(1.384, 2);
    expect(rayleighLimit(25.4)).toBeCloseTo(5.45, 1);
  });
});
