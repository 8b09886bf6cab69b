import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CategoryAccordion, useCategories } from '@/entities/category';
import { ContactIcons } from './ContactIcons';
import { NavLinks } from './NavLinks';

/** The small-screen menu: a drawer with the categories, the fixed links and the contact icons. */
export function MobileMenu() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const { slug } = useParams();
  const { data: categories } = useCategories();

  // Following any link in the drawer closes it.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };

  return (
    <>
      <IconButton color="inherit" edge="start" onClick={() => setOpen(true)} aria-label={t('menu')} sx={{ display: { md: 'none' } }}>
        <MenuIcon />
      </IconButton>
      <Drawer open={open} onClose={() => setOpen(false)} slotProps={{ paper: { 'aria-label': t('menu') } }}>
        <Box sx={{ width: 300, p: 2 }} onClick={closeOnLink}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('categories')}
          </Typography>
          <CategoryAccordion categories={categories ?? []} currentSlug={slug} label={t('categories')} />
          <Box component="ul" sx={{ p: 0, mt: 2 }}>
            <NavLinks />
          </Box>
          <ContactIcons />
        </Box>
      </Drawer>
    </>
  );
}
