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
import { replayable } from '@/shared/ui';
import { useFilterParams } from '../model/filterParams';
import { RangeDrafts, type RangeDraft } from '../model/rangeDrafts';
import { ProductFilters } from './ProductFilters';

/**
 * On phones the filters open in a drawer from a "Filters" button, which counts the filters in force (the
 * sidebar holds them on desktop); the drawer closes on "show N products", N the list's count as it stands,
 * applying first any range typed in it and not applied by its own button.
 * Opening renders every filter: as a transition, in slices after the tap's own paint (bench/inp.ts).
 */
export function FiltersDrawer({ facets, total }: { facets: Facets; total: number | undefined }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const filters = useFilterParams();
  // one map for the drawer's life: its ranges write what is typed, "show N products" reads it
  const [drafts] = useState(() => new Map<string, RangeDraft>());
  const show = () => {
    const typed = [...drafts].filter(([key, { min, max }]) => {
      const chosen = filters.range(key);
      return min !== chosen.min || max !== chosen.max;
    });
    if (typed.length > 0) filters.setRanges(Object.fromEntries(typed));
    setOpen(false);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        onClick={() => startTransition(() => setOpen(true))}
        aria-haspopup="dialog"
        {...replayable('filters')}
      >
        {filters.count > 0 ? t('filters_in_force', { count: filters.count }) : t('show_filters')}
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
        <RangeDrafts.Provider value={drafts}>
          <ProductFilters facets={facets} />
        </RangeDrafts.Provider>
        {total !== undefined && (
          <Button variant="contained" onClick={show} sx={{ position: 'sticky', bottom: 0, mt: 'auto', boxShadow: 4 }}>
            {t('show_products', { count: total })}
          </Button>
        )}
      </Drawer>
    </>
  );
}
