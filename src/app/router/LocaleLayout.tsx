import { Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isLang } from '@/shared/i18n';
import { NotFoundPage } from '@/pages/not-found';
import { AuthControls, AuthModals } from '@/features/auth';
import { OfferEnglish } from '@/features/switch-language';
import { TestModeBanner } from '@/entities/shop-mode';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';

const skipLink = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 'tooltip',
  p: 1,
  bgcolor: 'background.paper',
  '&:focus': { top: 8 },
} as const;

/**
 * Everything under /{locale}: the path's language drives the interface language and <html lang>.
 * An unknown language segment is a 404, like any unknown path.
 */
export function LocaleLayout() {
  const { locale } = useParams();
  const { i18n, t } = useTranslation();
  const lang = isLang(locale) ? locale : undefined;

  useEffect(() => {
    if (!lang) return;
    document.documentElement.lang = lang;
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);

  if (!lang) return <NotFoundPage />;
  return (
    <>
      <Box component="a" href="#content" sx={skipLink}>
        {t('skip_to_content')}
      </Box>
      <TestModeBanner />
      <Header account={<AuthControls />} />
      {/* at least a screen tall: the footer starts below the fold, so a page filling in does not push it down in view */}
      <Box component="main" id="content" tabIndex={-1} sx={{ minHeight: '100vh', outline: 'none' }}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <AuthModals />
      <OfferEnglish />
    </>
  );
}
