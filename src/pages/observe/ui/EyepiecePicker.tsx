import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useProductList } from '@/entities/product';
import { eyepieceParam, ownEyepiece, type EyepieceChoice, type EyepieceOptics } from '@/entities/observation';
import { SUPPLIED_EYEPIECE, useChoose } from '../model/chosen';
import { EYEPIECE_CHOICES } from '../model/lists';

type Source = EyepieceChoice['kind'];

/** The eyepiece: one of ours, or typed figures; until one is chosen, the one most telescopes come with. */
export function EyepiecePicker({ choice }: { choice: EyepieceChoice | null }) {
  const { t } = useTranslation('observe');
  const [source, setSource] = useState<Source>(choice?.kind ?? 'ours');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Box component="legend" sx={{ typography: 'h6', mb: 1 }}>
        {t('eyepiece')}
      </Box>
      <ToggleButtonGroup
        value={source}
        exclusive
        size="small"
        onChange={(_, next: Source | null) => next && setSource(next)}
      >
        <ToggleButton value="ours" sx={{ textTransform: 'none' }}>
          {t('ours')}
        </ToggleButton>
        <ToggleButton value="own" sx={{ textTransform: 'none' }}>
          {t('typed')}
        </ToggleButton>
      </ToggleButtonGroup>
      {source === 'ours' ? (
        <OurEyepiece chosen={choice?.kind === 'ours' ? choice.slug : ''} />
      ) : (
        <TypedEyepiece chosen={choice?.kind === 'own' ? choice.optics : SUPPLIED_EYEPIECE} />
      )}
      {!choice && (
        <Typography variant="body2" color="text.secondary">
          {t('supplied_eyepiece')}
        </Typography>
      )}
    </Box>
  );
}

function OurEyepiece({ chosen }: { chosen: string }) {
  const { t } = useTranslation('observe');
  const choose = useChoose();
  const { data } = useProductList(EYEPIECE_CHOICES);
  const eyepieces = data?.products ?? [];
  return (
    <TextField
      select
      size="small"
      label={t('choose_eyepiece')}
      // the label always sits in the outline's notch: the list arrives after the first paint, and a label
      // shrunk without its notch was drawn across the border (seen in Georgian at 1366 px)
      slotProps={{ inputLabel: { shrink: true }, input: { notched: true } }}
      value={eyepieces.some((eyepiece) => eyepiece.slug === chosen) ? chosen : ''}
      onChange={(event) => choose('eyepiece', event.target.value)}
    >
      {eyepieces.map((eyepiece) => (
        <MenuItem key={eyepiece.slug} value={eyepiece.slug}>
          {eyepiece.name ?? eyepiece.slug}
        </MenuItem>
      ))}
    </TextField>
  );
}

function TypedEyepiece({ chosen }: { chosen: EyepieceOptics }) {
  const { t } = useTranslation('observe');
  const choose = useChoose();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const optics = ownEyepiece(Number(form.get('focal')), Number(form.get('field')));
    if (optics) choose('eyepiece', eyepieceParam({ kind: 'own', optics }));
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
      <TextField
        name="focal"
        type="number"
        size="small"
        required
        label={t('eyepiece_focal_length')}
        defaultValue={chosen.focalLengthMm}
        slotProps={{ htmlInput: { min: 2, max: 60, step: 0.1 } }}
      />
      <TextField
        name="field"
        type="number"
        size="small"
        required
        label={t('apparent_field')}
        defaultValue={chosen.apparentFieldDeg}
        slotProps={{ htmlInput: { min: 20, max: 120 } }}
      />
      <Button type="submit" variant="contained" sx={{ gridColumn: '1 / -1' }}>
        {t('use_figures')}
      </Button>
    </Box>
  );
}
