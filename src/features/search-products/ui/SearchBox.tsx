import { useRef } from 'react';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';

/**
 * The product search: Enter or the button opens /{lang}/search?keyword=..., the keyword exactly as
 * typed. It shows the keyword of the address, so the results page keeps it.
 * (Enter is handled on the field rather than by a form submit: React 19 turns a submit that starts
 * a router transition into a form action, which is not what a search box is.)
 * A page with a second search box names its landmark (`label`), so the two can be told apart.
 */
export function SearchBox({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const field = useRef<HTMLInputElement>(null);

  const search = () => navigate(`/${lang}/search?${new URLSearchParams({ keyword: field.current?.value ?? '' })}`);

  return (
    <Paper role="search" aria-label={label} variant="outlined" sx={{ display: 'flex', alignItems: 'center', pl: 1.5, width: '100%' }}>
      <InputBase
        key={keyword}
        inputRef={field}
        name="keyword"
        type="search"
        defaultValue={keyword}
        placeholder={t('search_word')}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) search();
        }}
        sx={{ flex: 1 }}
        inputProps={{ 'aria-label': t('search_label') }}
      />
      <IconButton onClick={search} aria-label={t('search')}>
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
