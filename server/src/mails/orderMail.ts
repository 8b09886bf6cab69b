import type { Address } from '../domain/address';
import type { OrderDelivery } from '../domain/delivery';
import type { Lang } from '../domain/language';
import type { PayMethod } from '../domain/payments';

/** an order as its mails show it: its texts already in the order's language, its amounts in tetri */
export interface OrderMailData {
  lang: Lang;
  number: string;
  /** the first name the mail greets by, or null: a plain greeting (domain/greeting.ts) */
  greetName: string | null;
  /** at the prices paid */
  lines: { name: string; quantity: number; unitTetri: number }[];
  subtotalTetri: number;
  promo: { code: string; discountTetri: number } | null;
  delivery: {
    method: OrderDelivery;
    /** the method's name as the back office sets it; null: arranged from the checkout's comment */
    name: string | null;
    feeTetri: number;
    address: Address | null;
    phone: string | null;
    pickup: { name: string; address: string; hours: string } | null;
  };
  totalTetri: number;
  payment: PayMethod;
  /** the order's page, {PUBLIC_URL}/{lang}/orders/{number} */
  pageUrl: string;
}

/** a mail's subject and its two parts, which say the same */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
