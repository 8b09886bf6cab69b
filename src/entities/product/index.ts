export { normalizeProduct, normalizeProducts, unitPrice, isInStock } from './model/product';
export type { Product, Warehouse } from './model/product';
