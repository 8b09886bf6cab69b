export { telHref } from './model/contact';
export type { Contact } from './model/contact';
export { useContact, useContactQuery, contactEndpoints } from './api/contactApi';
