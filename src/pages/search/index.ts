export { searchRoute } from './route';
