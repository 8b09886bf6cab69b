export type { Category } from './model/category';
export { dropdownColumns } from './lib/columns';
export { useCategories, useHomeCategories, categoryEndpoints } from './api/categoryApi';
export { CategoryTile } from './ui/CategoryTile';
export { CategoryAccordion } from './ui/CategoryAccordion';
