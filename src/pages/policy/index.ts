export { PolicyPage } from './ui/PolicyPage';
