export { telHref } from './model/contact';
export type { Contact } from './model/contact';
export { useContact, contactEndpoints } from './api/contactApi';
