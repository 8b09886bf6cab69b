import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FOCUSERS, ownTelescope, telescopeParam, type TelescopeOptics } from '../model/instrument';

const number = (form: FormData, name: string) => Number(form.get(name));

/**
 * A telescope's figures typed (aperture, focal length, focuser): `onFigures` gets them as an address
 * names them (own:<aperture>,<focal length>,<focuser>) once they are within reason.
 */
export function TelescopeFiguresForm({
  initial,
  onFigures,
}: {
  initial?: TelescopeOptics | null;
  onFigures: (param: string) => void;
}) {
  const { t } = useTranslation('observe');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const optics = ownTelescope(number(form, 'aperture'), number(form, 'focal'), number(form, 'focuser'));
    if (optics) onFigures(telescopeParam({ kind: 'own', optics }));
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
      <TextField
        name="aperture"
        type="number"
        size="small"
        required
        label={t('aperture')}
        defaultValue={initial?.apertureMm}
        slotProps={{ htmlInput: { min: 20, max: 1000 } }}
      />
      <TextField
        name="focal"
        type="number"
        size="small"
        required
        label={t('focal_length')}
        defaultValue={initial?.focalLengthMm}
        slotProps={{ htmlInput: { min: 100, max: 10000 } }}
      />
      <TextField name="focuser" select size="small" label={t('focuser')} defaultValue={initial?.focuser ?? 1.25}>
        {FOCUSERS.map((size) => (
          <MenuItem key={size} value={size}>
            {`${size}"`}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        {t('use_figures')}
      </Button>
    </Box>
  );
}
