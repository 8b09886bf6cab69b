export { AccountLayout } from './ui/AccountLayout';
