import type { Lang } from '../domain/language';
import { button, layout, paragraph } from './layout';
import type { OrderMailData, RenderedMail } from './orderMail';
import { orderSummary } from './summary';

// Sent when an unpaid order is cancelled, by its shopper on its page or by an operator. Only an unpaid
// order can be cancelled, so nothing was taken; a payment the bank approves later is refunded.

interface Texts {
  subject: (number: string) => string;
  by: Record<'shopper' | 'shop', (number: string) => string>;
  money: string;
  open: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    subject: (number) => `Order ${number} is cancelled`,
    by: {
      shopper: (number) => `As you asked, your order ${number} has been cancelled and its items released.`,
      shop: (number) => `Your order ${number} has been cancelled by the shop.`,
    },
    money: 'No payment was taken for it. Should a payment for it still go through, it will be returned to you.',
    open: 'Open your order',
  },
  ka: {
    subject: (number) => `შეკვეთა ${number} გაუქმებულია`,
    by: {
      shopper: (number) => `თქვენი მოთხოვნით შეკვეთა ${number} გაუქმდა, ნივთები აღარ არის დაჯავშნილი.`,
      shop: (number) => `თქვენი შეკვეთა ${number} მაღაზიამ გააუქმა.`,
    },
    money: 'თანხა არ ჩამოგეჭრათ. თუ გადახდა მაინც შესრულდება, თანხა დაგიბრუნდებათ.',
    open: 'შეკვეთის ნახვა',
  },
};

export function orderCancelled(order: OrderMailData, by: 'shopper' | 'shop'): RenderedMail {
  const text = TEXTS[order.lang];
  return layout(order.lang, text.subject(order.number), order.greetName, [
    paragraph(text.by[by](order.number)),
    paragraph(text.money),
    orderSummary(order),
    button(text.open, order.pageUrl),
  ]);
}
