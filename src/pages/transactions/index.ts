export { transactionsRoute } from './route';
