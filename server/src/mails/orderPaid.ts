import type { Lang } from '../domain/language';
import type { OrderMailData, RenderedMail } from './orderMail';
import { summaryMail, type SummaryTexts } from './summary';

// Sent when the bank has approved the payment: the order's summary, and what comes next.

const TEXTS: Record<Lang, SummaryTexts> = {
  en: {
    subject: (number) => `Order ${number} is paid`,
    intro: (number) =>
      `Thank you! We have received the payment for your order ${number} and are preparing it. We will write again when it is on its way.`,
    open: 'Open your order',
  },
  ka: {
    subject: (number) => `შეკვეთა ${number} გადახდილია`,
    intro: (number) =>
      `გმადლობთ! შეკვეთის ${number} გადახდა მივიღეთ და შეკვეთას ვამზადებთ. როცა გზას დაადგება, კიდევ მოგწერთ.`,
    open: 'შეკვეთის ნახვა',
  },
};

export function orderPaid(order: OrderMailData): RenderedMail {
  return summaryMail(order, TEXTS[order.lang]);
}
