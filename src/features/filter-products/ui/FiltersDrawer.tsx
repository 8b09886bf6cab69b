import { startTransition, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useTranslation } from 'react-i18next';
import type { Facets } from '@/entities/product';
import { ProductFilters } from './ProductFilters';
import { replayable } from '@/shared/ui';

/**
 * On phones the filters open in a drawer from a "Filters" button (the sidebar holds them on desktop).
 * Opening renders every filter: as a transition, in slices after the tap's own paint (bench/inp.ts).
 */
export function FiltersDrawer({ facets }: { facets: Facets }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        onClick={() => startTransition(() => setOpen(true))}
        aria-haspopup="dialog"
        {...replayable('filters')}
      >
        {t('show_filters')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        anchor="left"
        slotProps={{ paper: { sx: { width: 'min(340px, 90vw)', p: 2 }, role: 'dialog', 'aria-label': t('filters') } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography component="h2" variant="h6">
            {t('filters')}
          </Typography>
          <IconButton onClick={() => setOpen(false)} aria-label={t('close_filters')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <ProductFilters facets={facets} />
      </Drawer>
    </>
  );
}
