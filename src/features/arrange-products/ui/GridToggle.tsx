import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useTranslation } from 'react-i18next';
import type { GridLayout } from '../model/layout';
import { replayable } from '@/shared/ui';

export function GridToggle({ layout, onChange }: { layout: GridLayout; onChange: (layout: GridLayout) => void }) {
  const { t } = useTranslation('catalog');
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={layout}
      aria-label={t('layout')}
      onChange={(_event, next: GridLayout | null) => next && onChange(next)}
    >
      <ToggleButton value="grid" aria-label={t('layout_grid')} {...replayable('layout-grid')}>
        <GridViewIcon />
      </ToggleButton>
      <ToggleButton value="list" aria-label={t('layout_list')} {...replayable('layout-list')}>
        <ViewListIcon />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
