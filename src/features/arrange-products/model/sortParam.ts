import { useSearchParams } from 'react-router-dom';
import { listArgsFromSearch, type Sorting } from '@/entities/product';

/**
 * The list's order as kept in the address (?sort=), so a shared link keeps it. Changing the order
 * goes back to the first page; the list's default order leaves the address clean.
 */
export function useSortParam<S extends string>(sorting: Sorting<S>): [S, (sort: S) => void] {
  const [params, setParams] = useSearchParams();
  // read as the list reads it: one reading of the address
  const { sort } = listArgsFromSearch(params, sorting);
  const setSort = (next: S) =>
    setParams((current) => {
      if (next === sorting.fallback) current.delete('sort');
      else current.set('sort', next);
      current.delete('page');
      return current;
    });
  return [sort, setSort];
}
