import type { Lang } from '../domain/language';
import { button, layout, paragraph } from './layout';
import type { OrderMailData, RenderedMail } from './orderMail';

// Sent when an operator marks the order delivered (or collected at the pickup point).

const TEXTS: Record<Lang, { subject: (number: string) => string; intro: (number: string) => string; open: string }> = {
  en: {
    subject: (number) => `Order ${number} has been delivered`,
    intro: (number) =>
      `Your order ${number} has been delivered. Clear skies and happy observing! If anything is not as it should be, contact us with the order’s number.`,
    open: 'Open your order',
  },
  ka: {
    subject: (number) => `შეკვეთა ${number} მიწოდებულია`,
    intro: (number) =>
      `თქვენი შეკვეთა ${number} მიწოდებულია. გისურვებთ მოწმენდილ ცას და სასიამოვნო დაკვირვებას! თუ რამე ისე არ არის, როგორც უნდა იყოს, დაგვიკავშირდით და მიუთითეთ შეკვეთის ნომერი.`,
    open: 'შეკვეთის ნახვა',
  },
};

export function orderDelivered(order: OrderMailData): RenderedMail {
  const text = TEXTS[order.lang];
  return layout(order.lang, text.subject(order.number), order.greetName, [
    paragraph(text.intro(order.number)),
    button(text.open, order.pageUrl),
  ]);
}
