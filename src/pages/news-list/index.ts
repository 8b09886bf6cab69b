export { newsListRoute } from './route';
