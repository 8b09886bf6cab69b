import { fields, firstTranslation, list, text, wholeNumber } from '@/shared/lib';

// the spec's five, and the privacy notice our server adds (another server's 404 is the not-found page)
export const policyKinds = ['personal', 'delivery', 'return', 'warranty', 'cookie', 'privacy'] as const;
export type PolicyKind = (typeof policyKinds)[number];

export interface FaqItem {
  id: number;
  question: string | null;
  /** untrusted HTML */
  answer: string | null;
}

export interface Partner {
  id: number;
  link: string | null;
  img: string | null;
}

/** `{ data: { translations: [{ html }] } }` (about and policies): the page's untrusted HTML. */
export function readPageHtml(body: unknown): string | null {
  return text(firstTranslation(fields(fields(body).data).translations).html);
}

export function readFaq(body: unknown): FaqItem[] {
  return list(fields(body).data).map((raw, index) => {
    const item = fields(raw);
    const translation = firstTranslation(item.translations);
    return { id: wholeNumber(item.id, index), question: text(translation.question), answer: text(translation.answer) };
  });
}

export function readPartners(body: unknown): Partner[] {
  return list(fields(body).data).map((raw, index) => {
    const partner = fields(raw);
    return { id: wholeNumber(partner.id, index), link: text(partner.link), img: text(partner.img) };
  });
}
