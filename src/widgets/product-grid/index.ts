export { ProductGrid } from './ui/ProductGrid';
