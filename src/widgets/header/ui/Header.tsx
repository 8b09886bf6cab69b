import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { useCategories } from '@/entities/category';
import { SearchBox } from '@/features/search-products';
import { LanguageSwitch } from '@/features/switch-language';
import { HEADER_CATEGORIES } from '../config/links';
import { CartLink } from './CartLink';
import { CategoryDropdown } from './CategoryDropdown';
import { ContactIcons } from './ContactIcons';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';

/**
 * Every page's header. `account` is the signed-in/anonymous slot (login, or welcome and logout),
 * filled by the app with the auth feature's controls.
 */
export function Header({ account }: { account?: ReactNode }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { data: categories } = useCategories();

  return (
    <AppBar position="static" elevation={0}>
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
          <MobileMenu />
          <Link component={RouterLink} to={`/${lang}`} color="inherit" underline="none" sx={{ fontSize: 22, fontWeight: 700, mr: 2 }}>
            {t('shop_name')}
          </Link>
          <Box sx={{ order: { xs: 10, md: 0 }, flexBasis: { xs: '100%', md: 'auto' }, flexGrow: 1, maxWidth: { md: 480 } }}>
            <SearchBox />
          </Box>
          <Box sx={{ flexGrow: 1, display: { xs: 'block', md: 'none' } }} />
          <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
            <ContactIcons />
          </Box>
          <LanguageSwitch />
          {account}
          <CartLink />
        </Toolbar>
      </Container>
      <Box component="nav" aria-label={t('main_menu')} sx={{ display: { xs: 'none', md: 'block' }, bgcolor: 'primary.dark' }}>
        <Container maxWidth="xl" component="ul" sx={{ display: 'flex', flexWrap: 'wrap', m: 0, px: 0 }}>
          {categories?.slice(0, HEADER_CATEGORIES).map((category) => (
            <CategoryDropdown key={category.slug} category={category} />
          ))}
          <NavLinks />
        </Container>
      </Box>
    </AppBar>
  );
}
