export { SortSelect } from './ui/SortSelect';
export { GridToggle } from './ui/GridToggle';
export { useSortParam, sortParam } from './model/sortParam';
export { layoutSizes } from './model/layout';
export type { GridLayout, CardSizes } from './model/layout';
export { productListArgs } from './model/listArgs';
