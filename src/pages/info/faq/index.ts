export { faqRoute } from './route';
