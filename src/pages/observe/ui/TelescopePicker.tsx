import { useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { useSettledArg } from '@/shared/lib';
import { useTelescopes } from '@/entities/product';
import {
  FOCUSERS,
  ownTelescope,
  telescopeParam,
  useReferenceTelescopesQuery,
  type ReferenceTelescope,
  type TelescopeChoice,
} from '@/entities/observation';
import { useChoose } from '../model/chosen';

type Source = TelescopeChoice['kind'];
const SOURCES: readonly Source[] = ['ours', 'reference', 'own'];
const SOURCE_LABEL = { ours: 'ours', reference: 'reference', own: 'typed' } as const;

/** typing pauses this long before the reference list is asked */
const TYPING_DELAY_MS = 250;

/** The telescope: one of ours, one we do not sell (from the reference list), or typed figures. */
export function TelescopePicker({ choice, name }: { choice: TelescopeChoice | null; name: string | null }) {
  const { t } = useTranslation('observe');
  const [source, setSource] = useState<Source>(choice?.kind ?? 'ours');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Box component="legend" sx={{ typography: 'h6', mb: 1 }}>
        {t('telescope')}
      </Box>
      <ToggleButtonGroup
        value={source}
        exclusive
        size="small"
        onChange={(_, next: Source | null) => next && setSource(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {SOURCES.map((kind) => (
          <ToggleButton key={kind} value={kind} sx={{ textTransform: 'none' }}>
            {t(SOURCE_LABEL[kind])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {source === 'ours' && <OurTelescope chosen={choice?.kind === 'ours' ? choice.slug : ''} />}
      {source === 'reference' && (
        <ReferenceTelescopeField chosen={choice?.kind === 'reference' ? { slug: choice.slug, name } : null} />
      )}
      {source === 'own' && <TypedTelescope chosen={choice?.kind === 'own' ? choice.optics : null} />}
    </Box>
  );
}

function OurTelescope({ chosen }: { chosen: string }) {
  const { t } = useTranslation('observe');
  const choose = useChoose();
  const { data: telescopes = [] } = useTelescopes(true);
  return (
    <TextField
      select
      size="small"
      label={t('choose_telescope')}
      value={telescopes.some((telescope) => telescope.slug === chosen) ? chosen : ''}
      onChange={(event) => choose('telescope', event.target.value)}
    >
      {telescopes.map((telescope) => (
        <MenuItem key={telescope.slug} value={telescope.slug}>
          {telescope.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ReferenceTelescopeField({ chosen }: { chosen: { slug: string; name: string | null } | null }) {
  const { t } = useTranslation('observe');
  const choose = useChoose();
  const [typed, setTyped] = useState('');
  const { lang, q } = useSettledArg({ lang: useLang(), q: typed.trim() }, TYPING_DELAY_MS);
  const { data: found = [], isFetching } = useReferenceTelescopesQuery({ lang, q }, { skip: q.length < 2 });
  const value = chosen && { slug: chosen.slug, name: chosen.name ?? chosen.slug };
  return (
    <Autocomplete<Pick<ReferenceTelescope, 'slug' | 'name'>, false, false, false>
      options={found}
      value={value}
      filterOptions={(options) => options}
      onInputChange={(_, input) => setTyped(input)}
      onChange={(_, telescope) => telescope && choose('telescope', `ref:${telescope.slug}`)}
      getOptionLabel={(telescope) => telescope.name}
      getOptionKey={(telescope) => telescope.slug}
      isOptionEqualToValue={(option, other) => option.slug === other.slug}
      loading={isFetching}
      loadingText={t('loading', { ns: 'common' })}
      noOptionsText={t('no_match')}
      size="small"
      renderInput={(input) => <TextField {...input} label={t('choose_reference')} />}
    />
  );
}

const number = (form: FormData, name: string) => Number(form.get(name));

function TypedTelescope({ chosen }: { chosen: { apertureMm: number; focalLengthMm: number; focuser: number } | null }) {
  const { t } = useTranslation('observe');
  const choose = useChoose();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const optics = ownTelescope(number(form, 'aperture'), number(form, 'focal'), number(form, 'focuser'));
    if (optics) choose('telescope', telescopeParam({ kind: 'own', optics }));
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
      <TextField
        name="aperture"
        type="number"
        size="small"
        required
        label={t('aperture')}
        defaultValue={chosen?.apertureMm}
        slotProps={{ htmlInput: { min: 20, max: 1000 } }}
      />
      <TextField
        name="focal"
        type="number"
        size="small"
        required
        label={t('focal_length')}
        defaultValue={chosen?.focalLengthMm}
        slotProps={{ htmlInput: { min: 100, max: 10000 } }}
      />
      <TextField name="focuser" select size="small" label={t('focuser')} defaultValue={chosen?.focuser ?? 1.25}>
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
