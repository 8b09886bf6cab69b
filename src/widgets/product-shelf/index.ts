export { ProductShelf } from './ui/ProductShelf';
