import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CategoryAccordion, useCategories } from '@/entities/category';
import { ContactIcons } from './ContactIcons';
import { NavLinks } from './NavLinks';

/** The small-screen menu's drawer: the categories, the fixed links and the contact icons. */
export function MobileMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const { slug } = useParams();
  const { data: categories } = useCategories();

  // Following any link in the drawer closes it.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) onClose();
  };

  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': t('menu') } }}>
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
  );
}
