import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Navigate, NavLink } from 'react-router-dom';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useLang } from '@/shared/i18n';
import { selectIsSignedIn, selectSessionKnown } from '@/entities/session';

const menu = [
  ['profile', 'profile'],
  ['orders', 'my_orders'],
] as const;

/**
 * The account pages' frame: the side menu beside the page; without a token, off to the home page.
 * Nothing until the stored token is read (a server render and the hydration of its page draw nothing here).
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const signedIn = useSelector(selectIsSignedIn);
  const known = useSelector(selectSessionKnown);
  if (!known) return null;
  if (!signedIn) return <Navigate to={`/${lang}`} replace />;
  return (
    <Container sx={{ py: 3 }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Paper component="nav" aria-label={t('account_menu')} variant="outlined">
            <List disablePadding>
              {menu.map(([path, label]) => (
                <ListItem key={path} disablePadding>
                  <ListItemButton
                    component={NavLink}
                    to={`/${lang}/${path}`}
                    sx={{ '&.active': { bgcolor: 'action.selected' } }}
                  >
                    <ListItemText primary={t(label)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>{children}</Grid>
      </Grid>
    </Container>
  );
}
