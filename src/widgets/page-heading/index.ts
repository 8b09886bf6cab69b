export { PageHeading } from './ui/PageHeading';
