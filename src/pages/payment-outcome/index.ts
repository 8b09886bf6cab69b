export { paymentOutcomeRoutes } from './route';
