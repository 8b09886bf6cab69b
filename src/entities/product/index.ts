export { normalizeProduct, unitPrice, isInStock } from './model/product';
export type { Product, Warehouse } from './model/product';
export type { ProductPage } from './model/productPage';
export { productSorts, defaultSort, isProductSort } from './model/sort';
export type { ProductSort } from './model/sort';
export {
  useProductList,
  useProductSearch,
  useProduct,
  prefetchProductList,
  prefetchProduct,
  EAGER_PRODUCT_CARDS,
} from './api/productApi';
export { ProductCard, ProductCardSkeleton } from './ui/ProductCard';
export { ProductPrice, SaleBadge } from './ui/ProductPrice';
