import { startTransition, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { useSettledArg, whenIdle } from '@/shared/lib';
import { useTelescopes } from '@/entities/product';
import {
  KeepTelescope,
  parseTelescopeChoice,
  useMyTelescope,
  useMyTelescopes,
  useReferenceTelescopesQuery,
} from '@/entities/observation';
import { useFilterParams } from '../model/filterParams';
import { useFitsName, useTelescopeName } from '../model/fits';
import { Group } from './Group';
import { TypedTelescope } from './TypedTelescope';
import type { TelescopeField as TelescopeFieldType, TelescopeOption } from './TelescopeField';

type Field = typeof TelescopeFieldType;

// MUI's Autocomplete and its popup are a third of the list page's script: like the header's search
// suggestions (which load the same code when the browser is idle), the field is fetched when the shopper
// first focuses the plain one, or once the browser is idle, and takes over from it.
let telescopeField: Promise<Field> | undefined;
const loadTelescopeField = () =>
  (telescopeField ??= import(/* webpackChunkName: "telescope-field" */ './TelescopeField').then(
    (m) => m.TelescopeField,
  ));

/** typing pauses this long before telescopes we do not sell are asked for */
const TYPING_DELAY_MS = 250;

/**
 * "Fits my telescope" on a list of what fits one (accessories, mounts): the catalogue's telescopes to
 * search by name, and as the shopper types, those we do not sell (the reference list), or its figures
 * typed; choosing one narrows the list to what fits it (`?fits=`, its chip above the list) and
 * remembers it, so the next such list offers it as one tap, never applied unasked; a signed-in shopper
 * may keep it in the account, whose telescopes every list offers the same way. Our telescopes are
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
  const kept = useMyTelescopes() ?? [];
  const mineChoice = parseTelescopeChoice(mine.param);
  // ours is named by the catalogue's telescopes (one no longer on sale is not offered); the others by their own
  const mineName = useTelescopeName(mineChoice?.kind === 'ours' ? null : mine.param);
  const [opened, setOpened] = useState(false);
  const { data: ours = [], isFetching } = useTelescopes(opened || chosen !== '' || mine.param !== null);
  const [typed, setTyped] = useState('');
  const { lang, q } = useSettledArg({ lang: useLang(), q: typed.trim() }, TYPING_DELAY_MS);
  const { data: others = [] } = useReferenceTelescopesQuery({ lang, q }, { skip: q.length < 2 });
  const telescopes: TelescopeOption[] = [
    ...ours.map((telescope) => ({ fits: telescope.slug, name: telescope.name, ours: true })),
    ...others.map((telescope) => ({ fits: `ref:${telescope.slug}`, name: telescope.name, ours: false })),
  ];
  const [field, setField] = useState<{ Field: Field; focused: boolean } | null>(null);
  const group = useRef<HTMLDivElement>(null);

  const takeOver = () =>
    void loadTelescopeField().then((Field) =>
      startTransition(() =>
        setField((current) => current ?? { Field, focused: group.current?.contains(document.activeElement) ?? false }),
      ),
    );
  useEffect(() => whenIdle(takeOver), []);

  const listed = telescopes.find((telescope) => telescope.fits === chosen);
  // until the telescopes are here (or for typed figures), the chosen one by the name its chip shows
  const value = chosen
    ? (listed ?? { fits: chosen, name: chosenName ?? chosen, ours: parseTelescopeChoice(chosen)?.kind === 'ours' })
    : null;
  // the remembered one, offered once named (ours: when the telescopes are here), then the account's
  const remembered = !mine.param
    ? undefined
    : mineChoice?.kind === 'ours'
      ? telescopes.find((telescope) => telescope.fits === mine.param)
      : { fits: mine.param, name: mineName };
  const suggested = [
    ...(remembered ? [remembered] : []),
    ...kept.map((telescope) => ({ fits: telescope.param, name: telescope.name })),
  ].filter(
    (telescope, index, all) =>
      telescope.fits !== chosen && all.findIndex((other) => other.fits === telescope.fits) === index,
  );

  const fitting = (fits: string) => {
    mine.remember(fits);
    void navigate({ search: filters.fitting(fits) });
  };
  const choose = (telescope: TelescopeOption | null) =>
    telescope ? fitting(telescope.fits) : void navigate({ search: filters.without('fits') });

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
            onType={setTyped}
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
      <TypedTelescope onFigures={fitting} />
      {chosen && <KeepTelescope param={chosen} />}
      {suggested.map((telescope) => (
        <Button
          key={telescope.fits}
          component={RouterLink}
          to={{ search: filters.fitting(telescope.fits) }}
          size="small"
          sx={{ mt: 1, textAlign: 'start', justifyContent: 'flex-start' }}
        >
          {t('your_telescope', { name: telescope.name })}
        </Button>
      ))}
    </Group>
  );
}
