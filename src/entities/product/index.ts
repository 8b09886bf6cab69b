export { normalizeProduct, unitPrice, isInStock } from './model/product';
export type { Product, ProductDetail, Warehouse } from './model/product';
export { normalizeFacets } from './model/facets';
export type { Facets, RangeFacet, SpecFacet } from './model/facets';
export { isFilter, listArgsFromSearch, listSearch } from './model/listArgs';
export type { ProductFilters } from './model/listArgs';
export type { SuggestedProduct, SuggestedCategory } from './model/suggestions';
export { normalizeNoResult } from './model/noResult';
export type { NoResultSuggestions } from './model/noResult';
export type { ProductPage } from './model/productPage';
export { listSorting, searchSorting } from './model/sort';
export type { ProductSort, SearchSort, Sorting } from './model/sort';
export {
  useProductList,
  useProductSearch,
  useProduct,
  prefetchProductList,
  prefetchProduct,
  useSearchSuggestions,
  productEndpoints,
  homeShelves,
  EAGER_PRODUCT_CARDS,
} from './api/productApi';
export { useRelatedProducts } from './api/useRelatedProducts';
export { telescopeEndpoints, useTelescopes } from './api/telescopeApi';
export type { TelescopeName } from './api/telescopeApi';
export type { FittingProduct, RelatedProducts } from './model/related';
export { ProductCard, ProductCardSkeleton } from './ui/ProductCard';
export { FitBadge } from './ui/FitBadge';
export { ProductPrice, SaleBadge, MonthlyPrice } from './ui/ProductPrice';
export { productStructuredData, productSummary } from './lib/structuredData';
