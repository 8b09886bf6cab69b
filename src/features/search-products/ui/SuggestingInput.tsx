import { useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { formatPrice, uploadUrl } from '@/shared/lib';
import { useCategories } from '@/entities/category';
import { useSearchSuggestions, type SuggestedCategory, type SuggestedProduct } from '@/entities/product';
import { SearchInput, type SearchInputProps } from './SearchInput';

type Suggestion = ({ kind: 'product' } & SuggestedProduct) | ({ kind: 'category' } & SuggestedCategory);

/** how many top-level categories a search without suggestions offers to browse */
const BROWSE_CATEGORIES = 4;

/** What the popup says when nothing matches: the spellings the server guessed, or categories to browse. */
function NoSuggestions({
  keyword,
  spellings,
  onSpelling,
}: {
  keyword: string;
  spellings: string[];
  onSpelling: (word: string) => void;
}) {
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
            <Link
              key={word}
              component="button"
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onSpelling(word)}
              sx={{ mr: 1 }}
            >
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
 * The search field as an ARIA combobox: as the shopper types, products (thumbnail, name, price) and
 * categories are suggested (arrows choose, Enter opens, Escape closes); Enter without a chosen
 * suggestion searches. Against a server without suggestions it stays a plain search field.
 * `focused`: it takes over from the plain field the shopper is typing in, so it takes the focus too.
 */
export function SuggestingInput({ input, typed, focused, onType }: SearchInputProps & { focused: boolean }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const navigate = useNavigate();
  const [open, setOpen] = useState(focused && typed);
  const highlighted = useRef<Suggestion | null>(null);
  // data, not currentData: the last suggestions stay while the next keyword's load, so the popup does not flicker
  const { data: suggestions, isError } = useSearchSuggestions(typed ? input : '');

  const options: Suggestion[] =
    suggestions && !isError
      ? [
          ...suggestions.products.map((product) => ({ kind: 'product' as const, ...product })),
          ...suggestions.categories.map((category) => ({ kind: 'category' as const, ...category })),
        ]
      : [];

  return (
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
        onType(value);
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
        // Enter on a chosen suggestion opens it (the combobox does, and keeps the form from submitting);
        // otherwise the search box's form submits: the popup closes for the search
        if (event.key === 'Enter' && !event.nativeEvent.isComposing && !(open && highlighted.current)) setOpen(false);
      }}
      noOptionsText={
        <NoSuggestions keyword={input.trim()} spellings={suggestions?.spellings ?? []} onSpelling={onType} />
      }
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.kind === 'product' ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, width: '100%' }}>
              <Box
                component="img"
                src={uploadUrl('products', option.img, 'thumb')}
                alt=""
                width={40}
                height={40}
                sx={{ objectFit: 'contain', flexShrink: 0 }}
              />
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
        <SearchInput ref={slotProps.input.ref} inputProps={slotProps.htmlInput} autoFocus={focused} />
      )}
    />
  );
}
