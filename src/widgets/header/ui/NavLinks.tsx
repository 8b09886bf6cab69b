import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { fixedLinks } from '../config/links';

/** Outlet, weekly promotion, what you will see (our telescope calculator) and news, as list items. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const sx = { display: 'block', px: 1.5, py: 1.5, fontWeight: 700 } as const;
  return fixedLinks.map((link) => (
    <li key={link.key} style={{ listStyle: 'none' }}>
      <Link
        component={RouterLink}
        to={`/${lang}/${link.path}`}
        color="inherit"
        underline="hover"
        sx={sx}
        onClick={onNavigate}
      >
        {t(link.key)}
      </Link>
    </li>
  ));
}
