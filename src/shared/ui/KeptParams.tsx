import { useSearchParams } from 'react-router-dom';

/**
 * The address's other query parameters as hidden fields of a GET form (a list's sort, its price range),
 * so the browser's own submission, before the page's script has run, keeps the rest of the list's
 * address; never the page: a new choice starts at the first page.
 */
export function KeptParams({ except }: { except: string[] }) {
  const [params] = useSearchParams();
  return [...params]
    .filter(([name]) => name !== 'page' && !except.includes(name))
    .map(([name, value], index) => <input key={`${index}:${name}`} type="hidden" name={name} value={value} />);
}
