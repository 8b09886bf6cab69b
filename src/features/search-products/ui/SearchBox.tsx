import type { FormEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';

/**
 * The header's product search: Enter or the button opens /{lang}/search?keyword=..., the keyword
 * exactly as typed. It shows the keyword of the address, so the results page keeps it.
 */
export function SearchBox() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const keyword = params.get('keyword') ?? '';

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('keyword') ?? '');
    navigate(`/${lang}/search?${new URLSearchParams({ keyword: typed })}`);
  };

  return (
    <Paper component="form" role="search" onSubmit={search} variant="outlined" sx={{ display: 'flex', alignItems: 'center', pl: 1.5, width: '100%' }}>
      <InputBase
        key={keyword}
        name="keyword"
        type="search"
        defaultValue={keyword}
        placeholder={t('search_word')}
        sx={{ flex: 1 }}
        inputProps={{ 'aria-label': t('search_label') }}
      />
      <IconButton type="submit" aria-label={t('search')}>
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
