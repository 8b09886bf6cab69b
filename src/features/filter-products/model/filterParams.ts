import { useSearchParams } from 'react-router-dom';
import { isFilter } from '@/entities/product';

/**
 * The shopper's filters, kept in the address beside sort and page (?in_stock=true&aperture=70,90), so
 * a shared link shows the same list. Every change goes back to the first page. A choice is a link to the
 * list's address with it changed (the query from `toggled`, `withInStock`, `cleared`), so it works before
 * the page's script has run; the price range is set from its form.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const edit = (current: URLSearchParams, change: (params: URLSearchParams) => void) => {
    change(current);
    current.delete('page');
    return current;
  };
  /** the list's address (its query, empty when it has none) with `change` made */
  const changed = (change: (params: URLSearchParams) => void) => {
    const query = edit(new URLSearchParams(params), change).toString();
    return query ? `?${query}` : '';
  };
  const codes = (key: string) => (params.get(key) ?? '').split(',').filter(Boolean);

  const range = (key: string) => ({ min: params.get(`${key}_min`) ?? '', max: params.get(`${key}_max`) ?? '' });
  const inStock = params.get('in_stock') === 'true';
  const names = [...new Set(params.keys())].filter((name) => isFilter(name) && name !== 'in_stock');
  const isRangeEnd = (name: string) => /_(min|max)$/.test(name);
  const specNames = names.filter((name) => !isRangeEnd(name));
  // a range is one filter whichever of its ends are set
  const rangeKeys = new Set(names.filter(isRangeEnd).map((name) => name.replace(/_(min|max)$/, '')));

  return {
    codes,
    /** how many filters are in force: each specification value, each range, "fits" and "in stock" one each */
    count:
      specNames.reduce((count, name) => count + codes(name).length, 0) +
      [...rangeKeys].filter((key) => range(key).min || range(key).max).length +
      (inStock ? 1 : 0),
    isChosen: (key: string, code: string) => codes(key).includes(code),
    toggled: (key: string, code: string) =>
      changed((current) => {
        const chosen = codes(key);
        const next = chosen.includes(code) ? chosen.filter((other) => other !== code) : [...chosen, code];
        if (next.length === 0) current.delete(key);
        else current.set(key, next.join(','));
      }),
    inStock,
    withInStock: (on: boolean) =>
      changed((current) => (on ? current.set('in_stock', 'true') : current.delete('in_stock'))),
    /** a range's ends as the address has them ('' when not set) */
    range,
    /** sets ranges' ends at once (one address change: several would each start from the same address) */
    setRanges: (ranges: Record<string, { min: string; max: string }>) =>
      setParams((current) =>
        edit(current, () => {
          for (const [key, { min, max }] of Object.entries(ranges)) {
            for (const [name, value] of [
              [`${key}_min`, min],
              [`${key}_max`, max],
            ] as const) {
              if (value.trim() === '' || !(Number(value) >= 0)) current.delete(name);
              else current.set(name, String(Number(value)));
            }
          }
        }),
      ),
    /**
     * any filter chosen (a campaign's utm_source or the login modal's auth is none; the browser's own submission
     * of an empty range field leaves it empty in the address)
     */
    active: [...params].some(([name, value]) => isFilter(name) && value !== ''),
    /** the list's address narrowed to what fits this product (`?fits=`), in place of any other */
    fitting: (slug: string) => changed((current) => current.set('fits', slug)),
    /** the list's address without these parameters (a chip's removal) */
    without: (...names: string[]) => changed((current) => names.forEach((name) => current.delete(name))),
    cleared: changed((current) => {
      for (const name of [...current.keys()]) if (isFilter(name)) current.delete(name);
    }),
  };
}
