import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';

export type Crumb = { label: string; to?: string };

/** Home > section > subtitle: where the page sits; the last crumb is the page itself. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const crumbs: Crumb[] = [{ label: t('home'), to: `/${lang}` }, ...trail];
  return (
    <MuiBreadcrumbs aria-label={t('breadcrumb')} sx={{ mb: 2 }}>
      {crumbs.map((crumb, index) =>
        crumb.to && index < crumbs.length - 1 ? (
          <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography
            key={crumb.label}
            color="text.primary"
            aria-current={index === crumbs.length - 1 ? 'page' : undefined}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
