export { newsDetailRoute } from './route';
