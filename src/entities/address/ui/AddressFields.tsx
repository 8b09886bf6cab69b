import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AddressValues } from '../model/address';
import { checkAddressLine, checkPhone } from '../model/validation';

type Props = {
  /** the regions to choose from (delivery to the regions): a region and a city are asked for; none: Tbilisi */
  regions?: { code: string; name: string }[];
};

/**
 * A Georgian delivery address's fields, in the form of the surrounding `FormProvider` (its values hold
 * an `AddressValues`): checked as the server checks them, the server's own word shown under a field
 * when the form sets it.
 */
export function AddressFields({ regions }: Props) {
  const { t } = useTranslation('checkout');
  const { register, control, formState } = useFormContext<AddressValues>();
  const errors = formState.errors;
  const message = (name: FieldPath<AddressValues>) => {
    const error = errors[name];
    if (!error) return undefined;
    // our own checks give a key; the server's 422 gives its message, already in the page's language
    return error.type === 'server' ? error.message : t(`address.errors.${error.message}`);
  };
  const text = (
    name: FieldPath<AddressValues>,
    required: boolean,
    check: (value: string, required: boolean) => true | string = checkAddressLine,
  ) => {
    const { ref, ...field } = register(name, {
      // a key of address.errors, translated when shown (so a change of language translates it too)
      validate: (value) => check(value, required),
    });
    const shown = message(name);
    return { ...field, inputRef: ref, error: Boolean(shown), helperText: shown, label: t(`address.${name}`), required };
  };

  return (
    <Grid container spacing={2}>
      {regions && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="region"
              control={control}
              rules={{ validate: (value) => (value ? true : 'required') }}
              render={({ field: { ref, ...field } }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  select
                  fullWidth
                  required
                  label={t('address.region')}
                  error={Boolean(message('region'))}
                  helperText={message('region')}
                >
                  {regions.map((region) => (
                    <MenuItem key={region.code} value={region.code}>
                      {region.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth autoComplete="address-level2" {...text('city', true)} />
          </Grid>
        </>
      )}
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextField
          fullWidth
          autoComplete="address-line1"
          placeholder={t('address.street_hint')}
          {...text('street', true)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField fullWidth autoComplete="address-line2" {...text('apartment', false)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          type="tel"
          autoComplete="tel"
          placeholder="+995 5XX XX XX XX"
          {...text('phone', true, checkPhone)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField fullWidth multiline {...text('notes', false, (value) => (value.length <= 500 ? true : 'long'))} />
      </Grid>
    </Grid>
  );
}
