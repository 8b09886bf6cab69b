import { useSearchParams } from 'react-router-dom';
import { defaultSort, isProductSort, type ProductSort } from '@/entities/product';

/** The order kept in an address's ?sort=, the default order when it names none we know. */
export function sortParam(params: URLSearchParams): ProductSort {
  const raw = params.get('sort');
  return isProductSort(raw) ? raw : defaultSort;
}

/**
 * The list's order as kept in the address (?sort=), so a shared link keeps it. Changing the order
 * goes back to the first page; the default order leaves the address clean.
 */
export function useSortParam(): [ProductSort, (sort: ProductSort) => void] {
  const [params, setParams] = useSearchParams();
  const sort = sortParam(params);
  const setSort = (next: ProductSort) =>
    setParams((current) => {
      if (next === defaultSort) current.delete('sort');
      else current.set('sort', next);
      current.delete('page');
      return current;
    });
  return [sort, setSort];
}
