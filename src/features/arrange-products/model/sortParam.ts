import { useSearchParams } from 'react-router-dom';
import { defaultSort, isProductSort, type ProductSort } from '@/entities/product';

/**
 * The list's order as kept in the address (?sort=), so a shared link keeps it. Changing the order
 * goes back to the first page; the default order leaves the address clean.
 */
export function useSortParam(): [ProductSort, (sort: ProductSort) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('sort');
  const sort = isProductSort(raw) ? raw : defaultSort;
  const setSort = (next: ProductSort) =>
    setParams((current) => {
      if (next === defaultSort) current.delete('sort');
      else current.set('sort', next);
      current.delete('page');
      return current;
    });
  return [sort, setSort];
}
