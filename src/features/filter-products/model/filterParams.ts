import { useSearchParams } from 'react-router-dom';
import { isFilter } from '@/entities/product';

/**
 * The shopper's filters, kept in the address beside sort and page (?in_stock=true&aperture=70,90), so
 * a shared link shows the same list. Every change goes back to the first page.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const change = (edit: (current: URLSearchParams) => void) =>
    setParams((current) => {
      edit(current);
      current.delete('page');
      return current;
    });
  const codes = (key: string) => (params.get(key) ?? '').split(',').filter(Boolean);

  return {
    codes,
    isChosen: (key: string, code: string) => codes(key).includes(code),
    toggle: (key: string, code: string) =>
      change((current) => {
        const chosen = (current.get(key) ?? '').split(',').filter(Boolean);
        const next = chosen.includes(code) ? chosen.filter((other) => other !== code) : [...chosen, code];
        if (next.length === 0) current.delete(key);
        else current.set(key, next.join(','));
      }),
    inStock: params.get('in_stock') === 'true',
    setInStock: (on: boolean) =>
      change((current) => (on ? current.set('in_stock', 'true') : current.delete('in_stock'))),
    priceMin: params.get('price_min') ?? '',
    priceMax: params.get('price_max') ?? '',
    setPrice: (min: string, max: string) =>
      change((current) => {
        for (const [name, value] of [
          ['price_min', min],
          ['price_max', max],
        ] as const) {
          if (value.trim() === '' || !(Number(value) >= 0)) current.delete(name);
          else current.set(name, String(Number(value)));
        }
      }),
    /** any filter chosen (a campaign's utm_source or the login modal's auth is none) */
    active: [...params.keys()].some(isFilter),
    clear: () =>
      change((current) => {
        for (const name of [...current.keys()]) if (isFilter(name)) current.delete(name);
      }),
  };
}
