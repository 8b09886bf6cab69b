export { aboutRoute } from './route';
