import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TelescopeName } from '@/entities/product';

export interface TelescopeFieldProps {
  options: TelescopeName[];
  value: TelescopeName | null;
  onChoose: (telescope: TelescopeName | null) => void;
  onOpen: () => void;
  loading: boolean;
  /** the shopper is in the plain field it takes over from: it keeps the focus and opens */
  focused: boolean;
}

/** The telescopes to search by name (MUI's Autocomplete: loaded apart from the list's page, see FitsTelescope). */
export function TelescopeField({ options, value, onChoose, onOpen, loading, focused }: TelescopeFieldProps) {
  const { t } = useTranslation('catalog');
  return (
    <Autocomplete<TelescopeName, false, false, false>
      options={options}
      value={value}
      onChange={(_, telescope) => onChoose(telescope)}
      onOpen={onOpen}
      openOnFocus
      getOptionLabel={(telescope) => telescope.name}
      getOptionKey={(telescope) => telescope.slug}
      isOptionEqualToValue={(option, other) => option.slug === other.slug}
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
