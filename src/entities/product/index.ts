export { normalizeProduct, normalizeProducts, unitPrice, isInStock } from './model/product';
export type { Product, Warehouse } from './model/product';
export { normalizeProductPage } from './model/productPage';
export type { ProductPage } from './model/productPage';
export { productSorts, defaultSort, isProductSort } from './model/sort';
export type { ProductSort } from './model/sort';
export type { ListArg as ProductListArg } from './api/productApi';
export {
  useProductList,
  useProductSearch,
  useProduct,
  useProductListQuery,
  useProductSearchQuery,
  useProductQuery,
  prefetchProductList,
  prefetchProduct,
  productEndpoints,
  EAGER_PRODUCT_CARDS,
} from './api/productApi';
export { ProductCard, ProductCardSkeleton } from './ui/ProductCard';
export { ProductPrice, SaleBadge } from './ui/ProductPrice';
export { productStructuredData, productSummary } from './lib/structuredData';
