import { REGIONS } from '../domain/delivery';
import { escapeHtml } from '../domain/html';
import type { Lang } from '../domain/language';
import type { PayMethod } from '../domain/payments';
import { formatPrice } from './format';
import { button, layout, paragraph, type Block } from './layout';
import type { OrderMailData, RenderedMail } from './orderMail';

// What an order is, as its mails list it: the lines at the prices paid, the promo, the delivery and its
// fee, the total and how it is paid; and where it goes (the address, or the pickup point and its hours).

const LABELS = {
  en: {
    order: 'Order',
    subtotal: 'Subtotal',
    promo: 'Promo code',
    delivery: 'Delivery',
    arranged: 'Delivery as arranged (your order’s comment)',
    free: 'free',
    total: 'Total',
    payment: 'Payment',
    deliverTo: 'Delivery address',
    apartment: 'apt.',
    notes: 'For the courier',
    phone: 'Phone',
    pickup: 'Pickup',
    hours: 'Open',
  },
  ka: {
    order: 'შეკვეთა',
    subtotal: 'ჯამი',
    promo: 'პრომოკოდი',
    delivery: 'მიწოდება',
    arranged: 'მიწოდება შეთანხმებით (შეკვეთის კომენტარის მიხედვით)',
    free: 'უფასო',
    total: 'სულ',
    payment: 'გადახდა',
    deliverTo: 'მიწოდების მისამართი',
    apartment: 'ბინა',
    notes: 'კურიერისთვის',
    phone: 'ტელეფონი',
    pickup: 'გატანა',
    hours: 'სამუშაო საათები',
  },
} as const;

/** what the shopper pays with, as the checkout names it */
const PAYMENTS: Record<Lang, Record<PayMethod, string>> = {
  en: {
    BOG_CARD: 'Card (Visa, Mastercard) via Bank of Georgia',
    LIBERTY_CARD: 'Card (Visa, Mastercard) via Liberty Bank',
    TBC_CARD: 'Card (Visa, Mastercard) via TBC Bank',
    BOG_LOAN: 'Installments from Bank of Georgia',
    TBC_LOAN: 'Installments from TBC Bank',
  },
  ka: {
    BOG_CARD: 'ბარათი (Visa, Mastercard) — საქართველოს ბანკი',
    LIBERTY_CARD: 'ბარათი (Visa, Mastercard) — ლიბერთი ბანკი',
    TBC_CARD: 'ბარათი (Visa, Mastercard) — თიბისი ბანკი',
    BOG_LOAN: 'განვადება — საქართველოს ბანკი',
    TBC_LOAN: 'განვადება — თიბისი ბანკი',
  },
};

const CELL = 'padding:6px 0;font-size:15px;line-height:1.4;color:#1f2430;vertical-align:top';

/** a row of the summary's table: a label (and a detail under it) and an amount */
function row(label: string, amount: string, detail = '', strong = false): Block {
  const weight = strong ? ';font-weight:700' : '';
  const under = detail ? `<br><span style="color:#667085;font-size:13px">${escapeHtml(detail)}</span>` : '';
  return {
    html: `<tr><td style="${CELL}${weight}">${escapeHtml(label)}${under}</td><td style="${CELL}${weight};text-align:right;white-space:nowrap">${escapeHtml(amount)}</td></tr>`,
    text: `${label}${detail ? ` (${detail})` : ''}: ${amount}`,
  };
}

/** the lines, promo, delivery fee, total and payment method */
export function orderSummary(order: OrderMailData): Block {
  const { lang } = order;
  const label = LABELS[lang];
  const price = (tetri: number) => formatPrice(tetri, lang);
  const rows = [
    ...order.lines.map((line) =>
      row(line.name, price(line.unitTetri * line.quantity), `${line.quantity} × ${price(line.unitTetri)}`),
    ),
    row(label.subtotal, price(order.subtotalTetri)),
    ...(order.promo ? [row(`${label.promo} ${order.promo.code}`, price(-order.promo.discountTetri))] : []),
    row(
      order.delivery.name ? `${label.delivery}: ${order.delivery.name}` : label.arranged,
      order.delivery.feeTetri === 0 ? label.free : price(order.delivery.feeTetri),
    ),
    row(label.total, price(order.totalTetri), '', true),
  ];
  const payment = `${label.payment}: ${PAYMENTS[lang][order.payment]}`;
  return {
    html: `<p style="margin:24px 0 8px;font-size:17px;font-weight:700;color:#1f2430">${escapeHtml(`${label.order} ${order.number}`)}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;border-top:1px solid #e4e7ec;border-bottom:1px solid #e4e7ec">${rows.map((line) => line.html).join('')}</table>
<p style="margin:8px 0 16px;font-size:15px;color:#1f2430">${escapeHtml(payment)}</p>`,
    text: [`${label.order} ${order.number}`, ...rows.map((line) => line.text), payment].join('\n'),
  };
}

/** where the order goes: its address and phone, or the pickup point with its hours; nothing when arranged */
export function destination(order: OrderMailData): Block | null {
  const label = LABELS[order.lang];
  const { address, phone, pickup } = order.delivery;
  let title: string;
  let lines: string[];
  if (pickup) {
    title = `${label.pickup}: ${pickup.name}`;
    lines = [pickup.address, `${label.hours}: ${pickup.hours}`];
  } else if (address) {
    const region = REGIONS.find((known) => known.code === address.region)?.name[order.lang] ?? address.region;
    title = label.deliverTo;
    lines = [
      [address.street, address.apartment && `${label.apartment} ${address.apartment}`].filter(Boolean).join(', '),
      [address.city, region].filter(Boolean).join(', '),
      ...(address.notes ? [`${label.notes}: ${address.notes}`] : []),
      ...(phone ? [`${label.phone}: ${phone}`] : []),
    ];
  } else {
    return null;
  }
  return {
    html: `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2430"><strong>${escapeHtml(title)}</strong><br>${lines.map(escapeHtml).join('<br>')}</p>`,
    text: [title, ...lines].join('\n'),
  };
}

/** what a mail over the whole summary says in each language */
export type SummaryTexts = { subject: (number: string) => string; intro: (number: string) => string; open: string };

/** a mail that tells the order's news over its whole summary and where it goes: received and paid */
export function summaryMail(order: OrderMailData, text: SummaryTexts): RenderedMail {
  const where = destination(order);
  return layout(order.lang, text.subject(order.number), order.greetName, [
    paragraph(text.intro(order.number)),
    orderSummary(order),
    ...(where ? [where] : []),
    button(text.open, order.pageUrl),
  ]);
}
