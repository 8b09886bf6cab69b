import type { Lang } from '../domain/language';
import { button, layout, paragraph } from './layout';
import type { OrderMailData, RenderedMail } from './orderMail';
import { destination } from './summary';

// A pickup order's two mails: waiting at its point (where and when it opens), and collected. Never a
// carrier or a tracking link: the shopper comes for it.

interface Texts {
  subject: (number: string) => string;
  intro: (number: string) => string;
  open: string;
}

const READY: Record<Lang, Texts> = {
  en: {
    subject: (number) => `Order ${number} is ready for pickup`,
    intro: (number) =>
      `Your order ${number} is waiting for you at the pickup point below. Bring the order’s number with you.`,
    open: 'Open your order',
  },
  ka: {
    subject: (number) => `შეკვეთა ${number} მზადაა გასატანად`,
    intro: (number) =>
      `თქვენი შეკვეთა ${number} გელოდებათ ქვემოთ მითითებულ გატანის პუნქტში. თან იქონიეთ შეკვეთის ნომერი.`,
    open: 'შეკვეთის ნახვა',
  },
};

const COLLECTED: Record<Lang, Texts> = {
  en: {
    subject: (number) => `Order ${number} has been collected`,
    intro: (number) =>
      `You collected your order ${number}. Clear skies and happy observing! If anything is not as it should be, contact us with the order’s number.`,
    open: 'Open your order',
  },
  ka: {
    subject: (number) => `შეკვეთა ${number} გატანილია`,
    intro: (number) =>
      `თქვენ გაიტანეთ შეკვეთა ${number}. გისურვებთ მოწმენდილ ცას და სასიამოვნო დაკვირვებას! თუ რამე ისე არ არის, როგორც უნდა იყოს, დაგვიკავშირდით და მიუთითეთ შეკვეთის ნომერი.`,
    open: 'შეკვეთის ნახვა',
  },
};

export function orderReadyForPickup(order: OrderMailData): RenderedMail {
  const text = READY[order.lang];
  const point = destination(order);
  return layout(order.lang, text.subject(order.number), order.greetName, [
    paragraph(text.intro(order.number)),
    ...(point ? [point] : []),
    button(text.open, order.pageUrl),
  ]);
}

export function orderCollected(order: OrderMailData): RenderedMail {
  const text = COLLECTED[order.lang];
  return layout(order.lang, text.subject(order.number), order.greetName, [
    paragraph(text.intro(order.number)),
    button(text.open, order.pageUrl),
  ]);
}
