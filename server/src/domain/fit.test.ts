import { fits, mountCarries, MOUNT_MARGIN, type AccessoryFit, type MountFit, type TelescopeFit } from './fit';

// The rule set alone: which accessory and which mount fit which telescope, and how.

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
    expect(fits(dobsonian, accessory('eyepiece', 2))).toEqual({ via_adapter: false });
    expect(fits(accessory('eyepiece', 2), dobsonian)).toEqual({ via_adapter: false });
    expect(fits(refractor, accessory('eyepiece', 1.25))).toEqual({ via_adapter: false });
  });

  it('fits a 1.25" accessory into a 2" focuser through the adapter, and says so', () => {
    expect(fits(dobsonian, accessory('barlow', 1.25))).toEqual({ via_adapter: true });
    // one with both skirts needs none
    expect(fits(dobsonian, accessory('eyepiece', 1.25, 2))).toEqual({ via_adapter: false });
  });

  it('never fits a 2" accessory into a 1.25" focuser', () => {
    expect(fits(refractor, accessory('eyepiece', 2))).toBeNull();
    expect(fits(refractor, accessory('eyepiece', 1.25, 2))).toEqual({ via_adapter: false });
  });

  it('fits collimators to reflectors only', () => {
    expect(fits(dobsonian, accessory('collimator', 1.25))).toEqual({ via_adapter: true });
    expect(fits({ ...ota, design: 'ritchey-chretien' }, accessory('collimator', 1.25))).not.toBeNull();
    for (const design of ['refractor', 'sct', 'maksutov'] as const)
      expect(fits({ ...ota, design }, accessory('collimator', 1.25))).toBeNull();
  });

  it('fits no diagonal or binoviewer to a Newtonian (it has no back focus for them), a flattener to refractors only', () => {
    expect(fits(dobsonian, accessory('diagonal', 2))).toBeNull();
    expect(fits(dobsonian, accessory('binoviewer', 1.25))).toBeNull();
    expect(fits({ ...ota, design: 'sct' }, accessory('diagonal', 2))).toEqual({ via_adapter: false });
    expect(fits(ota, accessory('flattener', 2))).not.toBeNull();
    expect(fits({ ...ota, design: 'sct' }, accessory('flattener', 2))).toBeNull();
  });
});

describe('mounts', () => {
  it(`carries a tube up to ${MOUNT_MARGIN * 100} % of its payload`, () => {
    expect(mountCarries(mount(10, 'losmandy'), ota)).toBe(true); // 7 kg on 10 kg
    expect(mountCarries(mount(9.9, 'losmandy'), ota)).toBe(false);
    expect(fits(mount(20, 'both'), ota)).toEqual({ via_adapter: false });
  });

  it("takes only the dovetail its saddle takes, and no tube without one (a Dobsonian's)", () => {
    expect(mountCarries(mount(20, 'vixen'), ota)).toBe(false);
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
