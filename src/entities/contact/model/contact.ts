import { fields, firstTranslation, text } from '@/shared/lib';

/** The shop's contact data (header icons, footer, contact page). */
export interface Contact {
  fb: string | null;
  instagram: string | null;
  /** every number of the pipe-separated `phone` field */
  phones: string[];
  email: string | null;
  address: string | null;
}

export function normalizeContact(raw: unknown): Contact {
  const contact = fields(raw);
  return {
    fb: text(contact.fb),
    instagram: text(contact.instagram),
    phones: (text(contact.phone) ?? '')
      .split('|')
      .map((phone) => phone.trim())
      .filter(Boolean),
    email: text(contact.email),
    address: text(firstTranslation(contact.translations).address),
  };
}

/** A tel: address for a number as written ("599 11 22 33" -> "tel:599112233"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
