import * as s from '../../http/schemas';

/** how many categories the home grid shows */
export const HOME_CATEGORIES = 8;

export const categoriesSchema = {
  summary: 'Top-level categories, each with all its descendants flattened',
  response: { 200: { type: 'array', items: s.category }, ...s.notModified, ...s.failures },
} as const;

export const homeCategoriesSchema = {
  summary: `The categories of the home grid (at most ${HOME_CATEGORIES})`,
  response: {
    200: s.dataOf({ type: 'array', items: s.category, maxItems: HOME_CATEGORIES }),
    ...s.notModified,
    ...s.failures,
  },
} as const;
