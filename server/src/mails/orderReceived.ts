import type { Lang } from '../domain/language';
import type { OrderMailData, RenderedMail } from './orderMail';
import { summaryMail, type SummaryTexts } from './summary';

// Sent at checkout: the order is placed and its items held while the bank takes the payment.

const TEXTS: Record<Lang, SummaryTexts> = {
  en: {
    subject: (number) => `Order ${number} received: awaiting payment`,
    intro: (number) =>
      `We have received your order ${number}. Its items are held for you while the payment goes through; if it did not, you can pay again or cancel the order on its page.`,
    open: 'Open your order',
  },
  ka: {
    subject: (number) => `შეკვეთა ${number} მიღებულია — ელოდება გადახდას`,
    intro: (number) =>
      `თქვენი შეკვეთა ${number} მიღებულია. ნივთები თქვენთვის დაჯავშნილია, სანამ გადახდა სრულდება; თუ გადახდა ვერ შედგა, შეკვეთის გვერდზე შეგიძლიათ ხელახლა გადაიხადოთ ან გააუქმოთ შეკვეთა.`,
    open: 'შეკვეთის ნახვა',
  },
};

export function orderReceived(order: OrderMailData): RenderedMail {
  return summaryMail(order, TEXTS[order.lang]);
}
