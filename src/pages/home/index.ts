export { homeRoute } from './route';
