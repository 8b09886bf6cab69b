import { startTransition, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { whenIdle } from '@/shared/lib';
import { SearchInput, type SearchInputProps } from './SearchInput';
import type { SuggestingInput as SuggestingInputType } from './SuggestingInput';

type Suggesting = typeof SuggestingInputType;

// The suggestions (MUI's Autocomplete and its popup, a fifth of the header's code) are not part of the
// first page's script: they are fetched when the shopper first focuses the field, or once the browser
// is idle after the page has started, and take over from the plain field with what was typed.
let suggestingInput: Promise<Suggesting> | undefined;
const loadSuggestingInput = () =>
  (suggestingInput ??= import(/* webpackChunkName: "search-suggestions" */ './SuggestingInput').then(
    (m) => m.SuggestingInput,
  ));

/** The plain face of the search field, a combobox without its popup yet: typing and Enter (the form's) work at once. */
function PlainInput({ input, onType, onFocus }: SearchInputProps & { onFocus: () => void }) {
  return (
    <SearchInput
      inputProps={{
        role: 'combobox',
        'aria-expanded': false,
        'aria-autocomplete': 'list',
        value: input,
        onChange: (event) => onType(event.target.value),
        onFocus,
      }}
    />
  );
}

/**
 * The product search: Enter, or the button, opens /{lang}/search?keyword=..., the keyword exactly as
 * typed; as the shopper types, suggestions (see SuggestingInput) open below.
 * It is a real GET form, so a server-rendered page searches before its script has hydrated it (the
 * browser submits the form); once hydrated, the submission is a navigation within the shop.
 * A page with a second search box names its landmark (`label`), so the two can be told apart.
 */
function SearchField({ label, keyword }: { label?: string; keyword: string }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const navigate = useNavigate();
  const [input, setInput] = useState(keyword);
  // the search page's keyword fills the field: suggestions wait until the shopper types
  const [typed, setTyped] = useState(false);
  const [suggesting, setSuggesting] = useState<{ Input: Suggesting; focused: boolean } | null>(null);
  const paper = useRef<HTMLFormElement>(null);

  // a transition: the Autocomplete's first render is done in slices, not as one long task of the phone's main thread
  const takeOver = () =>
    void loadSuggestingInput().then((Input) =>
      startTransition(() =>
        setSuggesting(
          (current) => current ?? { Input, focused: paper.current?.contains(document.activeElement) ?? false },
        ),
      ),
    );
  useEffect(() => whenIdle(takeOver), []);
  // what the shopper typed into the server's HTML before the script hydrated it is kept (hydration
  // leaves an input's value as it finds it, but the state would not know it); in the hydration's own
  // commit, before the shopper's next key
  useLayoutEffect(() => {
    const typedEarly = paper.current?.querySelector('input')?.value;
    if (typedEarly !== undefined && typedEarly !== keyword) {
      setInput(typedEarly);
      setTyped(true);
    }
  }, [keyword]);

  const face: SearchInputProps = {
    input,
    typed,
    onType: (value) => {
      setInput(value);
      setTyped(true);
    },
  };

  return (
    <Paper
      ref={paper}
      component="form"
      action={`/${lang}/search`}
      method="get"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        // the field as the shopper sees it, as the browser would submit it
        navigate(
          `/${lang}/search?${new URLSearchParams({ keyword: String(new FormData(event.currentTarget).get('keyword') ?? '') })}`,
        );
      }}
      role="search"
      aria-label={label}
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'center', pl: 1.5, width: '100%' }}
    >
      {suggesting ? (
        <suggesting.Input {...face} focused={suggesting.focused} />
      ) : (
        <PlainInput {...face} onFocus={takeOver} />
      )}
      <IconButton type="submit" aria-label={t('search')}>
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
