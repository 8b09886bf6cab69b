/** The list page kept in an address's ?page=N: a whole number above 1, otherwise the first page. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
