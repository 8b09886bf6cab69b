import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  required,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { choicesOf, fieldWidth, helperRoom, useNamed } from '../ui/fields';

// A product's compatibility (products.compatibility, the rules in server/src/domain/fit.ts): what the
// storefront's "fits your telescope" answers are decided by. The inputs follow the product's role: a
// telescope's design, focuser, tube weight, dovetail and whether it comes mounted; a mount's payload
// and saddle; an accessory's kind and barrel sizes. Its names and values are the API's own (the lists
// below are fit.ts's, kept the same by productFit.test.ts: importing them would bundle server modules).

export const ROLES = ['telescope', 'mount', 'accessory'] as const;
export const BARRELS = [1.25, 2] as const;
export const DESIGNS = ['newtonian', 'ritchey-chretien', 'refractor', 'sct', 'maksutov'] as const;
export const DOVETAILS = ['vixen', 'losmandy'] as const;
export const SADDLES = ['vixen', 'losmandy', 'both'] as const;
export const ACCESSORY_KINDS = [
  'eyepiece',
  'barlow',
  'diagonal',
  'collimator',
  'filter',
  'binoviewer',
  'extension',
  'flattener',
] as const;
export const AUDIENCES = ['kids', 'beginner'] as const;
/** the share of a mount's rated payload the shop offers it tubes up to (fit.ts MOUNT_MARGIN) */
export const MOUNT_MARGIN = 0.7;

type Role = (typeof ROLES)[number];

/** each role's fields, in the API's order; all of them required by it */
export const ROLE_FIELDS: Record<Role, readonly string[]> = {
  telescope: ['design', 'focuser', 'weight', 'dovetail', 'mounted'],
  mount: ['payload', 'saddle'],
  accessory: ['kind', 'barrel'],
};

/** the accessory kinds a rule of fit.ts limits, and what the operator is told of it */
const KIND_RULES: Partial<Record<(typeof ACCESSORY_KINDS)[number], string>> = {
  collimator: 'admin.fit.rule_reflectors',
  diagonal: 'admin.fit.rule_back_focus',
  binoviewer: 'admin.fit.rule_back_focus',
  flattener: 'admin.fit.rule_refractors',
};

const PREFIX = 'admin.fit';
const inches = (sizes: readonly number[]) => sizes.map((size) => ({ id: size, name: `${size}"` }));

type Fit = Record<string, unknown> & { role?: Role | '' };

/**
 * The form's compatibility as the API takes it: only its role's fields (another role's, left from before
 * the role was changed, would be checked against their own rules and refused), none without a role.
 */
export function fitInput<T extends RaRecord>(data: T): T {
  const fit = data.compatibility as Fit | null | undefined;
  if (!fit?.role) return { ...data, compatibility: null };
  const fields = ROLE_FIELDS[fit.role].filter((field) => fit[field] !== undefined);
  return { ...data, compatibility: Object.fromEntries([['role', fit.role], ...fields.map((f) => [f, fit[f]])]) };
}

/** "none" is null to the API; react-admin's select gives '' for its empty choice (a null emptyValue throws) */
const nullable = { parse: (value: unknown) => (value === '' ? null : value), format: (value: unknown) => value ?? '' };

function TelescopeInputs() {
  const translate = useTranslate();
  return (
    <>
      <SelectInput
        source="compatibility.design"
        sx={fieldWidth}
        label={`${PREFIX}.design`}
        choices={choicesOf(`${PREFIX}.designs`, DESIGNS)}
        validate={required()}
      />
      <RadioButtonGroupInput
        source="compatibility.focuser"
        label={`${PREFIX}.focuser`}
        choices={inches(BARRELS)}
        translateChoice={false}
        parse={Number}
        helperText={`${PREFIX}.focuser_help`}
        validate={required()}
      />
      <NumberInput
        source="compatibility.weight"
        sx={fieldWidth}
        label={`${PREFIX}.weight`}
        min={0.1}
        step={0.1}
        helperText={`${PREFIX}.weight_help`}
        validate={required()}
      />
      <SelectInput
        source="compatibility.dovetail"
        sx={fieldWidth}
        label={`${PREFIX}.dovetail`}
        choices={choicesOf(`${PREFIX}.bars`, DOVETAILS)}
        emptyText={translate(`${PREFIX}.no_dovetail`)}
        {...nullable}
      />
      <BooleanInput
        source="compatibility.mounted"
        label={`${PREFIX}.mounted`}
        helperText={`${PREFIX}.mounted_help`}
        defaultValue={false}
      />
    </>
  );
}

function MountInputs() {
  const translate = useTranslate();
  return (
    <>
      <NumberInput
        source="compatibility.payload"
        sx={fieldWidth}
        label={`${PREFIX}.payload`}
        min={0.1}
        step={0.5}
        helperText={translate(`${PREFIX}.payload_help`, { share: Math.round(MOUNT_MARGIN * 100) })}
        validate={required()}
      />
      <SelectInput
        source="compatibility.saddle"
        sx={fieldWidth}
        label={`${PREFIX}.saddle`}
        choices={choicesOf(`${PREFIX}.saddles`, SADDLES)}
        validate={required()}
      />
    </>
  );
}

function AccessoryInputs() {
  const kind = useWatch({ name: 'compatibility.kind' }) as (typeof ACCESSORY_KINDS)[number] | undefined;
  const rule = kind && KIND_RULES[kind];
  return (
    <>
      <SelectInput
        source="compatibility.kind"
        sx={fieldWidth}
        label={`${PREFIX}.kind`}
        choices={choicesOf(`${PREFIX}.kinds`, ACCESSORY_KINDS)}
        helperText={rule || false}
        validate={required()}
      />
      <CheckboxGroupInput
        source="compatibility.barrel"
        label={`${PREFIX}.barrel`}
        choices={inches(BARRELS)}
        translateChoice={false}
        helperText={`${PREFIX}.barrel_help`}
        validate={required()}
      />
    </>
  );
}

const INPUTS: Record<Role, () => React.JSX.Element> = {
  telescope: TelescopeInputs,
  mount: MountInputs,
  accessory: AccessoryInputs,
};

/** the compatibility tab's inputs: the role first, then that role's own, then who the product is for */
export function CompatibilityInputs() {
  const translate = useTranslate();
  const role = useWatch({ name: 'compatibility.role' }) as Role | '' | undefined;
  const RoleInputs = role ? INPUTS[role] : null;
  return (
    // one input a line, as the tab lays out its own children
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', ...helperRoom }}>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 640, mb: 2 }}>
        {translate(`${PREFIX}.hint`)}
      </Typography>
      <SelectInput
        source="compatibility.role"
        sx={fieldWidth}
        label={`${PREFIX}.role`}
        choices={choicesOf(`${PREFIX}.roles`, ROLES)}
        emptyText={translate(`${PREFIX}.no_role`)}
      />
      {RoleInputs && <RoleInputs />}
      <CheckboxGroupInput
        source="audience"
        label={`${PREFIX}.audience`}
        choices={choicesOf(`${PREFIX}.audiences`, AUDIENCES)}
      />
    </Box>
  );
}

/** the product's compatibility read-only, a line per field (staff's view of a product) */
// react-admin's show layout reads the label from the field's props
export function CompatibilityField(_: { label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const named = {
    role: useNamed(`${PREFIX}.roles`),
    design: useNamed(`${PREFIX}.designs`),
    saddle: useNamed(`${PREFIX}.saddles`),
    kind: useNamed(`${PREFIX}.kinds`),
    audience: useNamed(`${PREFIX}.audiences`),
  };
  const fit = (record?.compatibility ?? { role: '' }) as Fit;
  const audience = (record?.audience ?? []) as string[];
  const shown: Record<string, (value: unknown) => string> = {
    ...named,
    role: (value) => (value ? named.role(value) : translate(`${PREFIX}.no_role`)),
    dovetail: (value) => translate(value ? `${PREFIX}.bars.${value}` : `${PREFIX}.no_dovetail`),
    focuser: (value) => `${value}"`,
    barrel: (value) => (value as number[]).map((size) => `${size}"`).join(', '),
    mounted: (value) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false'),
  };
  const text = (field: string) => shown[field]?.(fit[field]) ?? String(fit[field]);
  const rows: [string, string][] = [
    ...['role', ...(fit.role ? ROLE_FIELDS[fit.role] : [])].map((field): [string, string] => [field, text(field)]),
    ...(audience.length > 0 ? [['audience', audience.map(named.audience).join(', ')] as [string, string]] : []),
  ];
  // set off from the show layout's own labels, whose look its lines share
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        pl: 1.5,
        borderLeft: 2,
        borderColor: 'divider',
        '& dt': { color: 'text.secondary', fontSize: 12 },
        '& dd': { m: 0, mb: 1 },
      }}
    >
      {rows.map(([field, value]) => (
        <div key={field}>
          <dt>{translate(`${PREFIX}.${field}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Box>
  );
}
