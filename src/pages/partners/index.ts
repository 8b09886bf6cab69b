export { PartnersPage } from './ui/PartnersPage';
