export { ProductListPage } from './ui/ProductListPage';
