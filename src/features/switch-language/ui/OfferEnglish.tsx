import { useEffect } from 'react';
import Button from '@mui/material/Button';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { switchLanguagePath, useLang } from '@/shared/i18n';
import { useToast } from '@/shared/ui';

const OFFERED = 'astroshop.english-offered';

/** whether the browser's languages name English before Georgian (a visitor from abroad, a tourist) */
export function prefersEnglish(preferred: readonly string[]): boolean {
  const ours = preferred.map((tag) => tag.toLowerCase().slice(0, 2)).find((code) => code === 'en' || code === 'ka');
  return ours === 'en';
}

/** marks the offer made; false where the browser cannot remember it (the offer would come on every page) */
function markOffered(): boolean {
  try {
    if (window.localStorage.getItem(OFFERED)) return false;
    window.localStorage.setItem(OFFERED, '1');
    return true;
  } catch {
    return false;
  }
}

/**
 * A browser that prefers English, on a Georgian page, is offered the page in English once, in English:
 * nothing is redirected (the root stays /ka, the spec's default language), and the offer is not made again.
 * Rendered once by the app; it waits for hydration, as the server cannot know what was offered.
 */
export function OfferEnglish() {
  const lang = useLang();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { i18n } = useTranslation('common');

  useEffect(() => {
    if (lang !== 'ka' || !prefersEnglish(navigator.languages ?? [navigator.language]) || !markOffered()) return;
    const english = switchLanguagePath(pathname, search, 'en');
    // the offer speaks to the visitor in English on a Georgian page: the English texts are fetched for it
    void i18n.reloadResources(['en'], ['common']).then(() => {
      const t = i18n.getFixedT('en', 'common');
      toast.success(t('english_offered'), {
        action: (
          <Button
            color="inherit"
            href={english}
            lang="en"
            hrefLang="en"
            onClick={(event) => {
              event.preventDefault();
              navigate(english);
            }}
          >
            {t('english_offered_switch')}
          </Button>
        ),
      });
    });
    // once, on the page the visit starts on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
