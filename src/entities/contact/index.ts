export { normalizeContact, telHref } from './model/contact';
export type { Contact } from './model/contact';
export { useContact, useContactQuery, prefetchContact } from './api/contactApi';
