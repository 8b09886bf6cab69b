/** A page's `query`: the parameters `names` as the address has them, the empty ones left out. */
export const namedParams =
  (...names: string[]) =>
  (params: URLSearchParams): Record<string, string> =>
    Object.fromEntries(names.map((name) => [name, params.get(name) ?? '']).filter(([, value]) => value !== ''));
