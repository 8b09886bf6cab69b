import {
  barlowFromSpecs,
  eyepieceFromSpecs,
  eyepieceParam,
  parseEyepieceChoice,
  parseTelescopeChoice,
  telescopeFromSpecs,
  telescopeParam,
} from './instrument';

const spec = (key: string, value: string) => ({ key, value });

describe('telescopes and eyepieces as an address names them', () => {
  it('reads our slug, a reference telescope and typed figures, and writes them back the same', () => {
    for (const raw of ['orbita-130-900', 'ref:celestron-nexstar-8se', 'own:130,900,1.25'])
      expect(telescopeParam(parseTelescopeChoice(raw)!)).toBe(raw);
    expect(parseTelescopeChoice('own:130,900,2')).toEqual({
      kind: 'own',
      optics: { apertureMm: 130, focalLengthMm: 900, focuser: 2 },
    });
    expect(eyepieceParam(parseEyepieceChoice('own:25,52')!)).toBe('own:25,52');
    expect(parseEyepieceChoice('lumen-plossl-25')).toEqual({ kind: 'ours', slug: 'lumen-plossl-25' });
  });

  it('takes no figures out of reason, nor a focuser that is not 1.25" or 2"', () => {
    for (const raw of ['own:130,900,3', 'own:5,900,2', 'own:130,,2', 'own:abc', 'ref:', 'Not A Slug', ''])
      expect(parseTelescopeChoice(raw)).toBeNull();
    for (const raw of ['own:25', 'own:0.5,52', 'own:25,200', '../x']) expect(parseEyepieceChoice(raw)).toBeNull();
  });
});

describe('figures read from the catalogue’s specifications', () => {
  it("a telescope's aperture and focal length", () => {
    expect(telescopeFromSpecs([spec('aperture', '130 mm'), spec('focal_length', '900 mm')])).toEqual({
      apertureMm: 130,
      focalLengthMm: 900,
      focuser: null,
    });
    expect(telescopeFromSpecs([spec('aperture', '130 mm')])).toBeNull();
  });

  it("an eyepiece's focal length and apparent field; a zoom at its longest", () => {
    expect(eyepieceFromSpecs([spec('focal_length', '25 mm'), spec('apparent_field', '52°')])).toEqual({
      focalLengthMm: 25,
      apparentFieldDeg: 52,
    });
    expect(eyepieceFromSpecs([spec('focal_length', '8–24 mm'), spec('apparent_field', '40–60°')])).toEqual({
      focalLengthMm: 24,
      apparentFieldDeg: 40,
    });
    expect(eyepieceFromSpecs([spec('focal_length', '25 mm')])).toBeNull();
  });

  it("a Barlow's factor", () => {
    expect(barlowFromSpecs([spec('magnification', '2x')])).toBe(2);
    expect(barlowFromSpecs([])).toBeNull();
  });
});
