export { contactRoute } from './route';
