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
    <>
      {/* sticky: on a long page the search and the cart stay within reach */}
      <AppBar position="sticky" elevation={0}>
        <Container maxWidth="xl" sx={{ px: { xs: 1, sm: 3 } }}>
          <Toolbar
            disableGutters
            sx={{
              columnGap: { xs: 0, sm: 1 },
              rowGap: 0.5,
              flexWrap: 'wrap',
              py: { xs: 0.5, md: 1 },
              minHeight: { xs: 48 },
            }}
          >
            <MobileMenu />
            <Link
              component={RouterLink}
              to={`/${lang}`}
              color="inherit"
              underline="none"
              sx={{ fontSize: { xs: 17, sm: 22 }, fontWeight: 700, mr: { xs: 0.5, md: 2 }, whiteSpace: 'nowrap' }}
            >
              {t('shop_name')}
            </Link>
            <Box
              sx={{
                order: { xs: 10, md: 0 },
                flexBasis: { xs: '100%', md: 'auto' },
                flexGrow: 1,
                maxWidth: { md: 480 },
              }}
            >
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
      </AppBar>
      <Box
        component="nav"
        aria-label={t('main_menu')}
        sx={{ display: { xs: 'none', md: 'block' }, bgcolor: 'primary.dark', color: 'primary.contrastText' }}
      >
        <Container maxWidth="xl" component="ul" sx={{ display: 'flex', flexWrap: 'wrap', m: 0, px: 0 }}>
          {categories?.slice(0, HEADER_CATEGORIES).map((category) => (
            <CategoryDropdown key={category.slug} category={category} />
          ))}
          <NavLinks />
        </Container>
      </Box>
    </>
  );
}
