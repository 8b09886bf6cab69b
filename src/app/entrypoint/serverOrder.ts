/**
 * Puts the address's query in the order the server rendered the page in: the server renders and keeps a
 * page under its own address, its parameters sorted by name (router/pageAddress.ts), and the filters'
 * links and hidden fields are written from the query in its order; hydrated at `?price_min=1&price_max=2`
 * against the HTML of `?price_max=2&price_min=1`, React threw the server's HTML away (#418, issue 37).
 * Same list, same history entry: the address is replaced, nothing is loaded.
 */
export function putQueryInServerOrder() {
  const { search, pathname, hash } = window.location;
  const sorted = new URLSearchParams([...new URLSearchParams(search)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const query = sorted.toString();
  if (`?${query}` !== search && query !== '')
    window.history.replaceState(window.history.state, '', `${pathname}?${query}${hash}`);
}
