export { ProductFilters } from './ui/ProductFilters';
export { FiltersDrawer } from './ui/FiltersDrawer';
