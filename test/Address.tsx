import { useLocation } from 'react-router-dom';

/** The router's address (path and query) as text, for tests to read where the shopper was taken. */
export function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}
