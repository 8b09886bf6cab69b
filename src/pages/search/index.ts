export { SearchPage } from './ui/SearchPage';
