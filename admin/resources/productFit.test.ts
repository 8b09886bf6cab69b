import * as server from '../../server/src/domain/fit';
import { english, georgian } from '../i18n/messages';
import * as fit from './productFit';

// The back office keeps its own copy of fit.ts's names (importing them would put server modules into its
// bundle): this test keeps the two the same, and every value named in both languages.

it('offers exactly the values and fields the API’s compatibility schema takes', () => {
  for (const list of [
    'BARRELS',
    'DESIGNS',
    'DOVETAILS',
    'SADDLES',
    'ACCESSORY_KINDS',
    'AUDIENCES',
    'MOUNT_MARGIN',
  ] as const)
    expect([list, fit[list]]).toEqual([list, server[list]]);
  expect(fit.ROLES).toEqual(server.compatibilitySchema.properties.role.enum);
  const required: Record<string, readonly string[]> = Object.fromEntries(
    server.compatibilitySchema.allOf.map((rule) => [rule.if.properties.role.const, rule.then.required]),
  );
  // each role sends every field the schema requires of it, and a telescope its optional dovetail too (none
  // when the tube rides its own base, as a Dobsonian's does)
  expect(Object.keys(fit.ROLE_FIELDS)).toEqual(Object.keys(required));
  for (const [role, fields] of Object.entries(required)) {
    expect([role, fit.ROLE_FIELDS[role as keyof typeof fit.ROLE_FIELDS]]).toEqual([
      role,
      expect.arrayContaining(fields),
    ]);
  }
  expect(fit.ROLE_FIELDS.telescope.filter((field) => !required.telescope.includes(field))).toEqual(['dovetail']);
  expect(fit.ROLE_FIELDS.mount).toHaveLength(required.mount.length);
  expect(fit.ROLE_FIELDS.accessory).toHaveLength(required.accessory.length);
});

it('names every role, design, bar, saddle, kind and audience in both languages', () => {
  const named = {
    roles: fit.ROLES,
    designs: fit.DESIGNS,
    bars: fit.DOVETAILS,
    saddles: fit.SADDLES,
    kinds: fit.ACCESSORY_KINDS,
    audiences: fit.AUDIENCES,
  };
  for (const messages of [english, georgian])
    for (const [group, codes] of Object.entries(named))
      expect(Object.keys(messages.admin.fit[group as keyof typeof named]).sort()).toEqual([...codes].sort());
});

it('sends only the fields of the chosen role, and none without a role', () => {
  const form = {
    id: 1,
    compatibility: {
      role: 'telescope',
      design: 'sct',
      focuser: 2,
      weight: 5.7,
      dovetail: null,
      mounted: true,
      payload: 20,
    },
  };
  expect(fit.fitInput(form).compatibility).toEqual({
    role: 'telescope',
    design: 'sct',
    focuser: 2,
    weight: 5.7,
    dovetail: null,
    mounted: true,
  });
  expect(fit.fitInput({ id: 1, compatibility: { role: '', payload: 20 } }).compatibility).toBeNull();
  expect(fit.fitInput({ id: 1, compatibility: null }).compatibility).toBeNull();
});
