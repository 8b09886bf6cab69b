export { policyRoutes } from './route';
