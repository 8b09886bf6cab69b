import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useTelescopes, type TelescopeName } from '@/entities/product';
import { useFilterParams } from '../model/filterParams';
import { useFitsName } from '../model/fits';
import { useMyTelescope } from '../model/myTelescope';
import { Group } from './Group';

/**
 * "Fits my telescope" on a list of what fits one (accessories, mounts): the catalogue's telescopes to
 * search by name; choosing one narrows the list to what fits it (`?fits=`, its chip above the list) and
 * remembers it, so the next such list offers it as one tap, never applied unasked. The telescopes are
 * asked once the field opens, or when one is chosen or remembered (to name it).
 */
export function FitsTelescope() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const filters = useFilterParams();
  const [params] = useSearchParams();
  const chosen = params.get('fits') ?? '';
  const chosenName = useFitsName();
  const mine = useMyTelescope();
  const [opened, setOpened] = useState(false);
  const { data: telescopes = [], isFetching } = useTelescopes(opened || chosen !== '' || mine.slug !== null);

  const listed = telescopes.find((telescope) => telescope.slug === chosen);
  // until the telescopes are here, the chosen one by the name its chip shows
  const value = chosen ? (listed ?? { slug: chosen, name: chosenName ?? chosen }) : null;
  const options = value && !listed ? [value, ...telescopes] : telescopes;
  const suggested = mine.slug === chosen ? undefined : telescopes.find((telescope) => telescope.slug === mine.slug);

  const choose = (telescope: TelescopeName | null) => {
    if (!telescope) return navigate({ search: filters.without('fits') });
    mine.remember(telescope.slug);
    return navigate({ search: filters.fitting(telescope.slug) });
  };

  return (
    <Group legend={t('fits_my_telescope')}>
      <Autocomplete<TelescopeName, false, false, false>
        options={options}
        value={value}
        onChange={(_, telescope) => void choose(telescope)}
        onOpen={() => setOpened(true)}
        getOptionLabel={(telescope) => telescope.name}
        getOptionKey={(telescope) => telescope.slug}
        isOptionEqualToValue={(option, other) => option.slug === other.slug}
        loading={isFetching && telescopes.length === 0}
        loadingText={t('loading', { ns: 'common' })}
        noOptionsText={t('no_such_telescope')}
        clearText={t('clear_telescope')}
        openText={t('open_telescopes')}
        closeText={t('close_telescopes')}
        size="small"
        fullWidth
        renderInput={(input) => <TextField {...input} label={t('choose_telescope')} />}
      />
      {suggested && (
        <Button
          component={RouterLink}
          to={{ search: filters.fitting(suggested.slug) }}
          size="small"
          sx={{ mt: 1, textAlign: 'start', justifyContent: 'flex-start' }}
        >
          {t('your_telescope', { name: suggested.name })}
        </Button>
      )}
    </Group>
  );
}
