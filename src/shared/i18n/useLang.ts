import { useParams } from 'react-router-dom';
import { defaultLanguage, isLang, type Lang } from './languages';

/** The language of the current page, taken from its path segment. */
export function useLang(): Lang {
  const { locale } = useParams();
  return isLang(locale) ? locale : defaultLanguage;
}
