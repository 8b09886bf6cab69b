import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, languages, switchLanguagePath, useLang, type Lang } from '../i18n';

/**
 * The page's <title>, meta description and hreflang alternates (this page in ka and en, ka as the
 * default). React 19 hoists these elements into <head> from wherever the page renders them.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { pathname, search } = useLocation();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const address = (language: Lang) => `${origin}${switchLanguagePath(pathname, search, language)}`;
  return (
    <>
      <title>{`${title} | ${t('shop_name')}`}</title>
      <meta name="description" content={description || t('meta_description')} />
      {languages.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={address(language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={address(defaultLanguage)} />
      <link rel="canonical" href={address(lang)} />
    </>
  );
}
