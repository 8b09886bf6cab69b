import {
  fits,
  mountCarries,
  MOUNT_MARGIN,
  type AccessoryFit,
  type MountFit,
  type TelescopeFigures,
  type TelescopeFit,
} from './fit';

// The rule set alone: which accessory and which mount fit which telescope, and how.

const FITS = { verdict: 'fits' };
const ADAPTER = { verdict: 'adapter' };

const dobsonian: TelescopeFit = {
  role: 'telescope',
  design: 'newtonian',
  focuser: 2,
  weight: 10.5,
  dovetail: null,
  mounted: true,
};
const refractor: TelescopeFit = {
  role: 'telescope',
  design: 'refractor',
  focuser: 1.25,
  weight: 4.5,
  dovetail: 'vixen',
  mounted: true,
};
const ota: TelescopeFit = { ...refractor, focuser: 2, weight: 7, dovetail: 'losmandy', mounted: false };
const accessory = (kind: AccessoryFit['kind'], ...barrel: AccessoryFit['barrel']): AccessoryFit => ({
  role: 'accessory',
  kind,
  barrel,
});
const mount = (payload: number, saddle: MountFit['saddle']): MountFit => ({ role: 'mount', payload, saddle });

describe('accessories in a focuser', () => {
  it('fits an accessory of the focuser size as it is, in either order of asking', () => {
    expect(fits(dobsonian, accessory('eyepiece', 2))).toEqual(FITS);
    expect(fits(accessory('eyepiece', 2), dobsonian)).toEqual(FITS);
    expect(fits(refractor, accessory('eyepiece', 1.25))).toEqual(FITS);
  });

  it('fits a 1.25" accessory into a 2" focuser through the adapter, and says so', () => {
    expect(fits(dobsonian, accessory('barlow', 1.25))).toEqual(ADAPTER);
    // one with both skirts needs none
    expect(fits(dobsonian, accessory('eyepiece', 1.25, 2))).toEqual(FITS);
  });

  it('fits a 2" accessory into a 1.25" focuser only once the telescope has a 2" focuser, and says so', () => {
    expect(fits(refractor, accessory('eyepiece', 2))).toEqual({ verdict: 'needs', needs: '2-inch-focuser' });
    expect(fits(refractor, accessory('eyepiece', 1.25, 2))).toEqual(FITS);
  });

  it('fits collimators to reflectors only', () => {
    expect(fits(dobsonian, accessory('collimator', 1.25))).toEqual(ADAPTER);
    expect(fits(refractor, accessory('collimator', 1.25))).toBeNull();
    expect(fits({ ...ota, design: 'ritchey-chretien' }, accessory('collimator', 1.25))).not.toBeNull();
    for (const design of ['refractor', 'sct', 'maksutov'] as const)
      expect(fits({ ...ota, design }, accessory('collimator', 1.25))).toBeNull();
  });

  it('fits no diagonal or binoviewer to a Newtonian (it has no back focus for them), a flattener to refractors only', () => {
    expect(fits(dobsonian, accessory('diagonal', 2))).toBeNull();
    expect(fits(dobsonian, accessory('binoviewer', 1.25))).toBeNull();
    expect(fits({ ...ota, design: 'sct' }, accessory('diagonal', 2))).toEqual(FITS);
    expect(fits(ota, accessory('flattener', 2))).not.toBeNull();
    expect(fits({ ...ota, design: 'sct' }, accessory('flattener', 2))).toBeNull();
  });
});

describe('mounts', () => {
  it(`carries a tube up to ${MOUNT_MARGIN * 100} % of its payload`, () => {
    expect(mountCarries(mount(10, 'losmandy'), ota)).toBe(true); // 7 kg on 10 kg
    expect(mountCarries(mount(9.9, 'losmandy'), ota)).toBe(false);
    expect(fits(mount(20, 'both'), ota)).toEqual(FITS);
  });

  it("takes only the dovetail its saddle takes, and no tube without one (a Dobsonian's)", () => {
    expect(mountCarries(mount(20, 'vixen'), ota)).toBe(false);
    // it would carry the tube on the bar its saddle takes: that is what it needs
    expect(fits(mount(20, 'vixen'), ota)).toEqual({ verdict: 'needs', needs: 'vixen-dovetail' });
    expect(fits(mount(20, 'losmandy'), refractor)).toEqual({ verdict: 'needs', needs: 'losmandy-dovetail' });
    // a bar it takes does not make up for a payload it lacks
    expect(fits(mount(9.9, 'vixen'), ota)).toBeNull();
    expect(mountCarries(mount(20, 'both'), ota)).toBe(true);
    expect(mountCarries(mount(20, 'vixen'), refractor)).toBe(true);
    expect(fits(mount(100, 'both'), dobsonian)).toBeNull();
  });

  it('fits nothing between two telescopes, two accessories or a product without a record', () => {
    expect(fits(ota, refractor)).toBeNull();
    expect(fits(accessory('eyepiece', 2), mount(10, 'both'))).toBeNull();
    expect(fits(null, accessory('eyepiece', 2))).toBeNull();
    expect(fits(dobsonian, null)).toBeNull();
  });
});

describe('a telescope known by its figures alone', () => {
  // typed figures: the focuser is known; design, tube weight and dovetail are not
  const typed: TelescopeFigures = {
    role: 'telescope',
    design: null,
    focuser: 2,
    weight: null,
    dovetail: null,
    mounted: true,
  };

  it('fits what its focuser decides, with or without the adapter', () => {
    expect(fits(typed, accessory('eyepiece', 2))).toEqual(FITS);
    expect(fits(accessory('barlow', 1.25), typed)).toEqual(ADAPTER);
    expect(fits({ ...typed, focuser: 1.25 }, accessory('eyepiece', 2))).toEqual({
      verdict: 'needs',
      needs: '2-inch-focuser',
    });
  });

  it('fits nothing whose rule needs the design or the weight', () => {
    for (const kind of ['collimator', 'diagonal', 'binoviewer', 'flattener'] as const)
      expect(fits(typed, accessory(kind, 2))).toBeNull();
    expect(fits(typed, mount(100, 'both'))).toBeNull();
    // a known design is enough for the design's rules
    expect(fits({ ...typed, design: 'sct' }, accessory('diagonal', 2))).toEqual(FITS);
    // a known weight and bar is enough for a mount
    expect(fits({ ...typed, weight: 5, dovetail: 'vixen' }, mount(10, 'vixen'))).toEqual(FITS);
  });
});
