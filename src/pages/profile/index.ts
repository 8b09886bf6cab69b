export { profileRoute } from './route';
