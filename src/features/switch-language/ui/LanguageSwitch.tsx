import Button from '@mui/material/Button';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { languages, switchLanguagePath, useLang } from '@/shared/i18n';

// Each language is named in itself, as shoppers look for it.
const ownNames = { ka: 'ქართული', en: 'English' } as const;
const shortNames = { ka: 'ქარ', en: 'ENG' } as const;

/** A link to this very page (path and query) in the other language. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { pathname, search } = useLocation();
  const other = languages.find((language) => language !== lang)!;
  return (
    <Button
      component={Link}
      to={switchLanguagePath(pathname, search, other)}
      hrefLang={other}
      lang={other}
      color="inherit"
      title={`${t('switch_language')}: ${ownNames[other]}`}
      sx={{ minWidth: 0, px: { xs: 0.5, sm: 1 }, fontWeight: 700 }}
    >
      {shortNames[other]}
    </Button>
  );
}
