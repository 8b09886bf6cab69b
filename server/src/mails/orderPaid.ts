import type { Lang } from '../domain/language';
import type { OrderMailData, RenderedMail } from './orderMail';
import { summaryMail, type SummaryTexts } from './summary';

// Sent when the bank has approved the payment: the order's summary, and what comes next: a parcel on its
// way, or (a pickup order, which is never shipped) the order waiting at its point.

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

const PICKUP_INTRO: Record<Lang, SummaryTexts['intro']> = {
  en: (number) =>
    `Thank you! We have received the payment for your order ${number} and are preparing it. We will write again when it is ready for pickup.`,
  ka: (number) =>
    `გმადლობთ! შეკვეთის ${number} გადახდა მივიღეთ და შეკვეთას ვამზადებთ. როცა გასატანად მზად იქნება, კიდევ მოგწერთ.`,
};

export function orderPaid(order: OrderMailData): RenderedMail {
  const text = TEXTS[order.lang];
  return summaryMail(order, order.delivery.pickup ? { ...text, intro: PICKUP_INTRO[order.lang] } : text);
}
