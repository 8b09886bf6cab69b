export { normalizeContact, telHref } from './model/contact';
export type { Contact } from './model/contact';
export { useContact, useContactQuery } from './api/contactApi';
