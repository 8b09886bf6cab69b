import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useTranslation } from 'react-i18next';
import { productSorts, type ProductSort } from '@/entities/product';
import { useSortParam } from '../model/sortParam';

/** The list's order: newest (default), oldest, name A-Z, name Z-A; kept in the address. */
export function SortSelect() {
  const { t } = useTranslation('catalog');
  const [sort, setSort] = useSortParam();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel id="product-sort-label">{t('sort_by')}</InputLabel>
      <Select
        labelId="product-sort-label"
        label={t('sort_by')}
        value={sort}
        onChange={(event) => setSort(event.target.value as ProductSort)}
      >
        {productSorts.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`sort.${option}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
