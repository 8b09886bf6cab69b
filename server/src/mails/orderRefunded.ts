import type { Lang } from '../domain/language';
import { formatPrice } from './format';
import { button, layout, paragraph } from './layout';
import type { OrderMailData, RenderedMail } from './orderMail';

// Sent when an operator gives money back through the bank, all of it or a part: this refund's amount,
// and for a part what has been returned of the order's total so far.

interface Texts {
  subject: (number: string, amount: string) => string;
  intro: (number: string, amount: string) => string;
  whole: string;
  part: (refunded: string, total: string) => string;
  open: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    subject: (number, amount) => `Refund of ${amount} for order ${number}`,
    intro: (number, amount) =>
      `We have refunded ${amount} for your order ${number} to the card or loan it was paid with. Banks usually show it within a few working days.`,
    whole: 'This is the whole amount paid for the order.',
    part: (refunded, total) => `Refunded so far: ${refunded} of the order’s ${total}.`,
    open: 'Open your order',
  },
  ka: {
    subject: (number, amount) => `შეკვეთა ${number}: დაბრუნდა ${amount}`,
    intro: (number, amount) =>
      `შეკვეთისთვის ${number} დაგიბრუნეთ ${amount} იმავე ბარათზე ან სესხზე, რომლითაც გადაიხადეთ. ბანკები ამას ჩვეულებრივ რამდენიმე სამუშაო დღეში აჩვენებენ.`,
    whole: 'ეს შეკვეთისთვის გადახდილი მთელი თანხაა.',
    part: (refunded, total) => `ჯამში დაბრუნებულია ${refunded} (შეკვეთის თანხა: ${total}).`,
    open: 'შეკვეთის ნახვა',
  },
};

export function orderRefunded(
  order: OrderMailData,
  refund: { amountTetri: number; refundedTetri: number },
): RenderedMail {
  const text = TEXTS[order.lang];
  const price = (tetri: number) => formatPrice(tetri, order.lang);
  const amount = price(refund.amountTetri);
  return layout(order.lang, text.subject(order.number, amount), order.greetName, [
    paragraph(text.intro(order.number, amount)),
    paragraph(
      refund.refundedTetri >= order.totalTetri
        ? text.whole
        : text.part(price(refund.refundedTetri), price(order.totalTetri)),
    ),
    button(text.open, order.pageUrl),
  ]);
}
