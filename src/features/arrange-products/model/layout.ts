/** The two product grid layouts: cards in columns, or one product per row. */
export type GridLayout = 'grid' | 'list';

export type CardSizes = { xs: number; md: number; lg: number };

/**
 * MUI Grid sizes per layout. The spec lists them large screen first: "4/3/6" is lg 4, md 3, xs 6
 * (three, four and two cards per row), the same order as the search grid's "3,3,6"; the list
 * layout is 12/12/12.
 */
export const layoutSizes: Record<GridLayout, CardSizes> = {
  grid: { lg: 4, md: 3, xs: 6 },
  list: { lg: 12, md: 12, xs: 12 },
};
