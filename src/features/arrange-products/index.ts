export { SortSelect } from './ui/SortSelect';
export { GridToggle } from './ui/GridToggle';
export { layoutSizes } from './model/layout';
export type { GridLayout, CardSizes } from './model/layout';
