import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { defaultLanguage, isLang } from '../i18n';
import type { PageAddress } from './pageRoute';

/**
 * The page's arguments at the address in view, by its route's own `argsOf` (the one its loader and head
 * use): the same object until the address changes, so the page's queries keep their arguments.
 */
export function usePageArgs<Args>(route: { argsOf: (address: PageAddress) => Args }): Args {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const lang = isLang(params.locale) ? params.locale : defaultLanguage;
  const { argsOf } = route;
  return useMemo(() => argsOf({ lang, params, searchParams }), [argsOf, lang, params, searchParams]);
}
