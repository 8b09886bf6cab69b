import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useTranslation } from 'react-i18next';
import type { Sorting } from '@/entities/product';
import { useSortParam } from '../model/sortParam';

/**
 * The list's order, kept in the address: a category's (newest by default, oldest, name A-Z and Z-A,
 * price both ways) or a search's (best match by default, then the same).
 */
export function SortSelect<S extends string>({ sorting }: { sorting: Sorting<S> }) {
  const { t } = useTranslation('catalog');
  const [sort, setSort] = useSortParam(sorting);
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel id="product-sort-label">{t('sort_by')}</InputLabel>
      <Select
        labelId="product-sort-label"
        label={t('sort_by')}
        value={sort}
        onChange={(event) => setSort(event.target.value as S)}
      >
        {sorting.sorts.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`sort.${option}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
