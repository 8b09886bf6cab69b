export { partnersRoute } from './route';
