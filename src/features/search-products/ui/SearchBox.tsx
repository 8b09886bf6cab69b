import { useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { formatPrice, uploadUrl } from '@/shared/lib';
import { useCategories } from '@/entities/category';
import { useSearchSuggestions, type SuggestedCategory, type SuggestedProduct } from '@/entities/product';

type Suggestion = ({ kind: 'product' } & SuggestedProduct) | ({ kind: 'category' } & SuggestedCategory);

/** how many top-level categories a search without suggestions offers to browse */
const BROWSE_CATEGORIES = 4;

/** What the popup says when nothing matches: the spellings the server guessed, or categories to browse. */
function NoSuggestions({ keyword, spellings, onSpelling }: { keyword: string; spellings: string[]; onSpelling: (word: string) => void }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { data: categories } = useCategories();
  return (
    <Box role="status">
      <Typography variant="body2">{t('suggest_none', { keyword })}</Typography>
      {spellings.length > 0 ? (
        <Typography variant="body2">
          {t('suggest_spellings')}{' '}
          {spellings.map((word) => (
            <Link key={word} component="button" type="button" onMouseDown={(event) => event.preventDefault()} onClick={() => onSpelling(word)} sx={{ mr: 1 }}>
              {word}
            </Link>
          ))}
        </Typography>
      ) : (
        <Typography variant="body2">
          {t('suggest_browse')}{' '}
          {(categories ?? []).slice(0, BROWSE_CATEGORIES).map((category) => (
            <Link key={category.slug} component={RouterLink} to={`/${lang}/products/${category.slug}`} sx={{ mr: 1 }}>
              {category.name}
            </Link>
          ))}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The product search, an ARIA combobox: as the shopper types, products (thumbnail, name, price) and
 * categories are suggested (arrows choose, Enter opens, Escape closes); Enter without a chosen
 * suggestion, or the button, opens /{lang}/search?keyword=..., the keyword exactly as typed.
 * Against a server without suggestions it is the plain search box it was.
 * A page with a second search box names its landmark (`label`), so the two can be told apart.
 */
function SearchField({ label, keyword }: { label?: string; keyword: string }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const navigate = useNavigate();
  const [input, setInput] = useState(keyword);
  const [open, setOpen] = useState(false);
  // the search page's keyword fills the field: suggestions wait until the shopper types
  const [typed, setTyped] = useState(false);
  const highlighted = useRef<Suggestion | null>(null);
  // data, not currentData: the last suggestions stay while the next keyword's load, so the popup does not flicker
  const { data: suggestions, isError } = useSearchSuggestions(typed ? input : '');

  const search = () => {
    setOpen(false);
    navigate(`/${lang}/search?${new URLSearchParams({ keyword: input })}`);
  };
  const options: Suggestion[] = suggestions && !isError
    ? [
        ...suggestions.products.map((product) => ({ kind: 'product' as const, ...product })),
        ...suggestions.categories.map((category) => ({ kind: 'category' as const, ...category })),
      ]
    : [];

  return (
    <Paper role="search" aria-label={label} variant="outlined" sx={{ display: 'flex', alignItems: 'center', pl: 1.5, width: '100%' }}>
      <Autocomplete<Suggestion, false, false, false>
        sx={{ flex: 1 }}
        options={options}
        // the server has matched already: show its answer as it is
        filterOptions={(all) => all}
        groupBy={(option) => t(option.kind === 'product' ? 'suggest_products' : 'suggest_categories')}
        getOptionLabel={(option) => option.name}
        getOptionKey={(option) => `${option.kind} ${option.slug}`}
        isOptionEqualToValue={(option, value) => option.kind === value.kind && option.slug === value.slug}
        value={null}
        inputValue={input}
        // the field keeps what was typed: leaving it or choosing a suggestion does not rewrite it
        clearOnBlur={false}
        onInputChange={(_, value, reason) => {
          if (reason !== 'input' && reason !== 'clear') return;
          setInput(value);
          setTyped(true);
        }}
        open={open && input.trim() !== '' && suggestions !== undefined && !isError}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        onHighlightChange={(_, option) => {
          highlighted.current = option;
        }}
        onChange={(_, option) => {
          if (!option) return;
          setOpen(false);
          navigate(option.kind === 'product' ? `/${lang}/product/${option.slug}` : `/${lang}/products/${option.slug}`);
        }}
        onKeyDown={(event) => {
          // Enter on a chosen suggestion opens it (the combobox does); otherwise it searches
          if (event.key === 'Enter' && !event.nativeEvent.isComposing && !(open && highlighted.current)) {
            (event as unknown as { defaultMuiPrevented: boolean }).defaultMuiPrevented = true;
            search();
          }
        }}
        noOptionsText={<NoSuggestions keyword={input.trim()} spellings={suggestions?.spellings ?? []} onSpelling={setInput} />}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            {option.kind === 'product' ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, width: '100%' }}>
                <Box component="img" src={uploadUrl('products', option.img, 'thumb')} alt="" width={40} height={40} sx={{ objectFit: 'contain', flexShrink: 0 }} />
                <Typography variant="body2" sx={{ flexGrow: 1 }}>
                  {option.name}
                </Typography>
                {option.price !== null && (
                  <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {formatPrice(option.price, lang)}
                  </Typography>
                )}
              </Box>
            ) : (
              <Typography variant="body2">{option.name}</Typography>
            )}
          </li>
        )}
        renderInput={({ slotProps }) => (
          <InputBase
            ref={slotProps.input.ref}
            name="keyword"
            type="search"
            placeholder={t('search_word')}
            inputProps={{ ...slotProps.htmlInput, 'aria-label': t('search_label') }}
            sx={{ width: '100%' }}
          />
        )}
      />
      <IconButton onClick={search} aria-label={t('search')}>
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}

/** It shows the keyword of the address, so the results page keeps it. */
export function SearchBox({ label }: { label?: string }) {
  const [params] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  return <SearchField key={keyword} label={label} keyword={keyword} />;
}
