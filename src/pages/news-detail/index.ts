export { NewsDetailPage } from './ui/NewsDetailPage';
