import { externalLinks } from '@/shared/config';

/** The header's fixed links after the categories, in the spec's order. */
export const fixedLinks = [
  { key: 'outlet', path: 'products/outlet' },
  { key: 'weekly_promotion', path: 'products/weekly-promotion' },
  { key: 'calculator', href: externalLinks.calculator },
  { key: 'news', path: 'news' },
] as const;

/** The header shows the first three top categories. */
export const HEADER_CATEGORIES = 3;
