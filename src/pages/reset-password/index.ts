export { resetPasswordRoute } from './route';
