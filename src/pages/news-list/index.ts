export { NewsListPage } from './ui/NewsListPage';
