import { forwardRef, type InputHTMLAttributes } from 'react';
import InputBase from '@mui/material/InputBase';
import { useTranslation } from 'react-i18next';

/** What the search field's two faces (plain, and with suggestions) are given by the search box. */
export interface SearchInputProps {
  input: string;
  /** whether the shopper has typed: the address's keyword alone asks for no suggestions */
  typed: boolean;
  onType: (value: string) => void;
}

/** The search field's input element, named and hinted the same in both faces. */
export const SearchInput = forwardRef<
  HTMLDivElement,
  { inputProps: InputHTMLAttributes<HTMLInputElement>; autoFocus?: boolean }
>(function SearchInput({ inputProps, autoFocus }, ref) {
  const { t } = useTranslation('common');
  return (
    <InputBase
      ref={ref}
      name="keyword"
      type="search"
      placeholder={t('search_word')}
      autoFocus={autoFocus}
      inputProps={{ ...inputProps, 'aria-label': t('search_label') }}
      sx={{ width: '100%' }}
    />
  );
});
