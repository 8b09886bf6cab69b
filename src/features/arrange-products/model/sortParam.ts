import { useSearchParams } from 'react-router-dom';
import { defaultSort, listArgsFromSearch, type ProductSort } from '@/entities/product';

/**
 * The list's order as kept in the address (?sort=), so a shared link keeps it. Changing the order
 * goes back to the first page; the default order leaves the address clean.
 */
export function useSortParam(): [ProductSort, (sort: ProductSort) => void] {
  const [params, setParams] = useSearchParams();
  // read as the list reads it: one reading of the address
  const { sort } = listArgsFromSearch(params);
  const setSort = (next: ProductSort) =>
    setParams((current) => {
      if (next === defaultSort) current.delete('sort');
      else current.set('sort', next);
      current.delete('page');
      return current;
    });
  return [sort, setSort];
}
