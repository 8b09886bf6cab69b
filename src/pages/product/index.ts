export { ProductPage } from './ui/ProductPage';
export { productStructuredData, productSummary } from './lib/structuredData';
