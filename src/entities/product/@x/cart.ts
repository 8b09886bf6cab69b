// What the cart entity may know about products: the shape of a cart line's product and its reader.
export type { Product, Warehouse } from '../model/product';
export { normalizeProduct, unitPrice } from '../model/product';
