import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** a telescope to choose: `fits` names it (our slug, or ref:<slug> for one we do not sell) */
export interface TelescopeOption {
  fits: string;
  name: string;
  ours: boolean;
}

export interface TelescopeFieldProps {
  options: TelescopeOption[];
  value: TelescopeOption | null;
  onChoose: (telescope: TelescopeOption | null) => void;
  onOpen: () => void;
  /** what is typed, to find telescopes we do not sell by brand and model */
  onType: (typed: string) => void;
  loading: boolean;
  /** the shopper is in the plain field it takes over from: it keeps the focus and opens */
  focused: boolean;
}

// Ours are filtered here by what is typed; those we do not sell the server has already found by the
// words typed, in either alphabet ("nexstar 8" finds ნექსტარი 8SE): filtering them again by their
// shown name would drop every Georgian one.
const filterOurs = createFilterOptions<TelescopeOption>();
const filterTelescopes: typeof filterOurs = (options, state) => [
  ...filterOurs(
    options.filter((telescope) => telescope.ours),
    state,
  ),
  ...options.filter((telescope) => !telescope.ours),
];

/**
 * The telescopes to search by name, ours and those we do not sell (MUI's Autocomplete: loaded apart
 * from the list's page, see FitsTelescope).
 */
export function TelescopeField({ options, value, onChoose, onOpen, onType, loading, focused }: TelescopeFieldProps) {
  const { t } = useTranslation('catalog');
  return (
    <Autocomplete<TelescopeOption, false, false, false>
      options={options}
      filterOptions={filterTelescopes}
      value={value}
      onChange={(_, telescope) => onChoose(telescope)}
      onInputChange={(_, typed, reason) => reason === 'input' && onType(typed)}
      onOpen={onOpen}
      openOnFocus
      groupBy={(telescope) => t(telescope.ours ? 'our_telescopes' : 'other_telescopes')}
      getOptionLabel={(telescope) => telescope.name}
      getOptionKey={(telescope) => telescope.fits}
      isOptionEqualToValue={(option, other) => option.fits === other.fits}
      loading={loading}
      loadingText={t('loading', { ns: 'common' })}
      noOptionsText={t('no_such_telescope')}
      clearText={t('clear_telescope')}
      openText={t('open_telescopes')}
      closeText={t('close_telescopes')}
      size="small"
      fullWidth
      renderInput={(input) => <TextField {...input} label={t('choose_telescope')} autoFocus={focused} />}
    />
  );
}
