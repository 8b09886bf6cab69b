export { ProductListPage } from './ui/ProductListPage';
export { productListArgs } from './model/listArgs';
