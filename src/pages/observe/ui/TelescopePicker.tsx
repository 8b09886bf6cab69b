import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { useSettledArg } from '@/shared/lib';
import { useTelescopes } from '@/entities/product';
import Button from '@mui/material/Button';
import {
  KeepTelescope,
  TelescopeFiguresForm,
  telescopeParam,
  useMyTelescopes,
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
  const choose = useChoose();
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
      {source === 'own' && (
        <TelescopeFiguresForm
          initial={choice?.kind === 'own' ? choice.optics : null}
          onFigures={(param) => choose('telescope', param)}
        />
      )}
      {choice && <KeepTelescope param={telescopeParam(choice)} />}
      <KeptTelescopes chosen={choice && telescopeParam(choice)} />
    </Box>
  );
}

/** the signed-in shopper's kept telescopes, each one tap away */
function KeptTelescopes({ chosen }: { chosen: string | null }) {
  const { t } = useTranslation('account');
  const choose = useChoose();
  const kept = useMyTelescopes() ?? [];
  return kept
    .filter((telescope) => telescope.param !== chosen)
    .map((telescope) => (
      <Button
        key={telescope.id}
        size="small"
        onClick={() => choose('telescope', telescope.param)}
        sx={{ justifySelf: 'start', textAlign: 'start' }}
      >
        {t('my_telescopes.yours', { name: telescope.name })}
      </Button>
    ));
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
      // the label always sits in the outline's notch: the list arrives after the first paint, and a label
      // shrunk without its notch was drawn across the border (seen in Georgian at 1366 px)
      slotProps={{ inputLabel: { shrink: true }, input: { notched: true } }}
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
