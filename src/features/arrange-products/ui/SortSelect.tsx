import { useId, type FormEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { KeptParams } from '@/shared/ui';
import type { Sorting } from '@/entities/product';
import { useSortParam } from '../model/sortParam';

/**
 * The list's order, kept in the address: a category's (newest by default, oldest, name A-Z and Z-A,
 * price both ways) or a search's (best match by default, then the same).
 * The browser's own select in a GET form: before the page's script has run, the page's inline loader
 * submits the form when the order changes (`data-submit-on-change`, server/src/render/afterPaint.ts), and
 * the browser opens the sorted list; the shop changes the address itself, without a reload, and stops the
 * change before it reaches the loader.
 */
export function SortSelect<S extends string>({ sorting }: { sorting: Sorting<S> }) {
  const { t } = useTranslation('catalog');
  const { pathname } = useLocation();
  const [sort, setSort] = useSortParam(sorting);
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSort(new FormData(event.currentTarget).get('sort') as S);
  };
  return (
    <FormControl
      component="form"
      method="get"
      action={pathname}
      onSubmit={onSubmit}
      data-submit-on-change
      size="small"
      sx={{ minWidth: 180 }}
    >
      <KeptParams except={['sort']} />
      <InputLabel htmlFor={id}>{t('sort_by')}</InputLabel>
      <NativeSelect
        input={<OutlinedInput label={t('sort_by')} />}
        value={sort}
        onChange={(event) => {
          event.stopPropagation();
          setSort(event.target.value as S);
        }}
        inputProps={{ id, name: 'sort' }}
      >
        {sorting.sorts.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
