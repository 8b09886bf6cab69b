export { PageHeading } from './ui/PageHeading';
export { Breadcrumbs } from './ui/Breadcrumbs';
export type { Crumb } from './ui/Breadcrumbs';
