import { startTransition, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '@/shared/lib';
import { useTelescopes, type TelescopeName } from '@/entities/product';
import { useFilterParams } from '../model/filterParams';
import { useFitsName } from '../model/fits';
import { useMyTelescope } from '../model/myTelescope';
import { Group } from './Group';
import type { TelescopeField as TelescopeFieldType } from './TelescopeField';

type Field = typeof TelescopeFieldType;

// MUI's Autocomplete and its popup are a third of the list page's script: like the header's search
// suggestions (which load the same code when the browser is idle), the field is fetched when the shopper
// first focuses the plain one, or once the browser is idle, and takes over from it.
let telescopeField: Promise<Field> | undefined;
const loadTelescopeField = () =>
  (telescopeField ??= import(/* webpackChunkName: "telescope-field" */ './TelescopeField').then(
    (m) => m.TelescopeField,
  ));

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
  const [field, setField] = useState<{ Field: Field; focused: boolean } | null>(null);
  const group = useRef<HTMLDivElement>(null);

  const takeOver = () =>
    void loadTelescopeField().then((Field) =>
      startTransition(() =>
        setField((current) => current ?? { Field, focused: group.current?.contains(document.activeElement) ?? false }),
      ),
    );
  useEffect(() => whenIdle(takeOver), []);

  const listed = telescopes.find((telescope) => telescope.slug === chosen);
  // until the telescopes are here, the chosen one by the name its chip shows
  const value = chosen ? (listed ?? { slug: chosen, name: chosenName ?? chosen }) : null;
  const suggested = mine.slug === chosen ? undefined : telescopes.find((telescope) => telescope.slug === mine.slug);

  const choose = (telescope: TelescopeName | null) => {
    if (!telescope) return void navigate({ search: filters.without('fits') });
    mine.remember(telescope.slug);
    void navigate({ search: filters.fitting(telescope.slug) });
  };

  return (
    <Group legend={t('fits_my_telescope')}>
      {/* room above the field for its label, which floats up over its border */}
      <Box ref={group} sx={{ pt: 1 }}>
        {field ? (
          <field.Field
            options={value && !listed ? [value, ...telescopes] : telescopes}
            value={value}
            onChoose={choose}
            onOpen={() => setOpened(true)}
            loading={isFetching && telescopes.length === 0}
            focused={field.focused}
          />
        ) : (
          // the plain face, as the server draws it: a combobox without its popup yet
          <TextField
            size="small"
            fullWidth
            label={t('choose_telescope')}
            value={value?.name ?? ''}
            onFocus={takeOver}
            slotProps={{ htmlInput: { role: 'combobox', 'aria-expanded': false, readOnly: true } }}
          />
        )}
      </Box>
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
