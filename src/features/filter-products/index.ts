export { ProductFilters } from './ui/ProductFilters';
export { FiltersDrawer } from './ui/FiltersDrawer';
export { ChosenFilters } from './ui/ChosenFilters';
