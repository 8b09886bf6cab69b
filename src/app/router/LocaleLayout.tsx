import { Suspense, useEffect } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isLang } from '@/shared/i18n';
import { NotFoundPage } from '@/pages/not-found';

/**
 * Everything under /{locale}: the path's language drives the interface language and <html lang>.
 * An unknown language segment is a 404, like any unknown path.
 */
export function LocaleLayout() {
  const { locale } = useParams();
  const { i18n } = useTranslation();
  const lang = isLang(locale) ? locale : undefined;

  useEffect(() => {
    if (!lang) return;
    document.documentElement.lang = lang;
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);

  if (!lang) return <NotFoundPage />;
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
