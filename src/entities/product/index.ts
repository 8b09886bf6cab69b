export { normalizeProduct, normalizeProducts, unitPrice, isInStock } from './model/product';
export type { Product, Warehouse, Spec, Installment } from './model/product';
export type { Facets, FacetValue, SpecFacet } from './model/facets';
export { listArgsFromSearch } from './model/listArgs';
export type { ListArgs, ProductFilters } from './model/listArgs';
export type { Suggestions, SuggestedProduct, SuggestedCategory } from './model/suggestions';
export { normalizeProductPage } from './model/productPage';
export type { ProductPage } from './model/productPage';
export { productSorts, defaultSort, isProductSort } from './model/sort';
export type { ProductSort } from './model/sort';
export {
  useProductList,
  useProductSearch,
  useProduct,
  prefetchProductList,
  prefetchProduct,
  useSearchSuggestions,
  useRelatedProducts,
  productEndpoints,
  homeShelves,
  EAGER_PRODUCT_CARDS,
} from './api/productApi';
export type { RelatedProducts } from './api/productApi';
export { ProductCard, ProductCardSkeleton } from './ui/ProductCard';
export { ProductPrice, SaleBadge, MonthlyPrice } from './ui/ProductPrice';
export { productStructuredData, productSummary } from './lib/structuredData';
