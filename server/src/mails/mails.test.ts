import type { Lang } from '../domain/language';
import type { OrderMailEvent } from '../domain/orderMails';
import { formatPrice } from './format';
import { renderOrderMail, type OrderMailData } from '.';

// Every order mail rendered in both languages: its subject, the facts it must carry in both parts, and
// nothing quoted from the order (a product's name, an address typed by a shopper) able to act as HTML.

const HOSTILE = '<img src=x onerror=alert(1)>"&\'';

function order(lang: Lang, changes: Partial<OrderMailData> = {}): OrderMailData {
  return {
    lang,
    number: 'TS-1042',
    greetName: lang === 'ka' ? 'ნინო' : 'Nino',
    lines: [
      { name: lang === 'ka' ? 'ალფა რეფრაქტორი' : 'Alpha refractor', quantity: 2, unitTetri: 129_950 },
      { name: 'Delta mount', quantity: 1, unitTetri: 25_000 },
    ],
    subtotalTetri: 284_900,
    promo: { code: 'COMET50', discountTetri: 5_000 },
    delivery: {
      method: 'courier',
      name: lang === 'ka' ? 'კურიერი თბილისში' : 'Courier in Tbilisi',
      feeTetri: 700,
      address: { region: 'tbilisi', city: '', street: 'დიღმის მასივი, მე-3 კვ., კორპ. 1ბ', apartment: '4', notes: '' },
      phone: '+995599112233',
      pickup: null,
    },
    totalTetri: 280_600,
    payment: 'BOG_CARD',
    pageUrl: `https://astroshop.ge/${lang}/orders/TS-1042`,
    ...changes,
  };
}

const tracking = (number: string) => `https://track.example/?n=${encodeURIComponent(number)}`;
const render = (lang: Lang, event: OrderMailEvent, changes?: Partial<OrderMailData>) =>
  renderOrderMail(order(lang, changes), event, tracking);

/** the HTML part as a reader sees it: tags gone but the links' addresses, the entities the escaping writes read back */
const visible = (html: string) =>
  html
    .replace(/<a href="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)))
    // the markup's line breaks and indents, not the no-break spaces the mail writes on purpose
    .replace(/[ \t\r\n]+/g, ' ');

/** says `facts` in its subject-less parts alike */
function expectBothParts(mail: { html: string; text: string }, facts: string[]) {
  for (const fact of facts) {
    expect(mail.text).toContain(fact);
    expect(visible(mail.html)).toContain(fact);
  }
}

const EVENTS: OrderMailEvent[] = [
  { kind: 'received' },
  { kind: 'paid' },
  { kind: 'shipped', trackingNumber: 'RR123456789GE' },
  { kind: 'delivered' },
  { kind: 'ready_for_pickup' },
  { kind: 'collected' },
  { kind: 'cancelled', by: 'shopper' },
  { kind: 'refunded', amount: '50.00', refunded: '50.00' },
];

const SUBJECTS: Record<Lang, Record<OrderMailEvent['kind'], string>> = {
  en: {
    received: 'Order TS-1042 received: awaiting payment',
    paid: 'Order TS-1042 is paid',
    shipped: 'Order TS-1042 is on its way',
    delivered: 'Order TS-1042 has been delivered',
    ready_for_pickup: 'Order TS-1042 is ready for pickup',
    collected: 'Order TS-1042 has been collected',
    cancelled: 'Order TS-1042 is cancelled',
    refunded: 'Refund of 50.00\u00a0GEL for order TS-1042',
  },
  ka: {
    received: 'შეკვეთა TS-1042 მიღებულია — ელოდება გადახდას',
    paid: 'შეკვეთა TS-1042 გადახდილია',
    shipped: 'შეკვეთა TS-1042 გზაშია',
    delivered: 'შეკვეთა TS-1042 მიწოდებულია',
    ready_for_pickup: 'შეკვეთა TS-1042 მზადაა გასატანად',
    collected: 'შეკვეთა TS-1042 გატანილია',
    cancelled: 'შეკვეთა TS-1042 გაუქმებულია',
    refunded: 'შეკვეთა TS-1042: დაბრუნდა 50,00\u00a0ლარი',
  },
};

describe.each(['en', 'ka'] as const)('the order mails in %s', (lang) => {
  it.each(EVENTS.map((event) => [event.kind, event] as const))(
    '%s: its subject, the greeting, the order’s page, in an HTML page of the language',
    (kind, event) => {
      const mail = render(lang, event);
      expect(mail.subject).toBe(SUBJECTS[lang][kind]);
      expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${lang}">`));
      expect(mail.html).toContain(`href="https://astroshop.ge/${lang}/orders/TS-1042"`);
      expectBothParts(mail, ['TS-1042', lang === 'ka' ? 'გამარჯობა, ნინო!' : 'Hello Nino,', order(lang).pageUrl]);
    },
  );

  it('received and paid: the lines at the prices paid, promo, delivery, total, payment and address', () => {
    for (const kind of ['received', 'paid'] as const) {
      const mail = render(lang, { kind });
      const price = (tetri: number) => formatPrice(tetri, lang);
      expectBothParts(mail, [
        order(lang).lines[0].name,
        `2 × ${price(129_950)}`,
        price(259_900),
        'Delta mount',
        price(284_900),
        'COMET50',
        price(-5_000),
        order(lang).delivery.name!,
        price(700),
        price(280_600),
        lang === 'ka' ? 'საქართველოს ბანკი' : 'Card (Visa, Mastercard) via Bank of Georgia',
        'დიღმის მასივი, მე-3 კვ., კორპ. 1ბ',
        lang === 'ka' ? 'თბილისი' : 'Tbilisi',
        '+995599112233',
      ]);
    }
  });

  it('prices by the shop’s rules, the currency in words every font has: 2599,00 ლარი in Georgian, 2,599.00 GEL in English', () => {
    expect(formatPrice(259_900, lang)).toBe(lang === 'ka' ? '2599,00\u00a0ლარი' : '2,599.00\u00a0GEL');
    expect(formatPrice(2_000_000, lang)).toBe(lang === 'ka' ? '20\u00a0000,00\u00a0ლარი' : '20,000.00\u00a0GEL');
    expect(formatPrice(-5_000, lang)).toBe(lang === 'ka' ? '−50,00\u00a0ლარი' : '−50.00\u00a0GEL');
  });

  it('a free delivery says so; a pickup order names its point and hours; an arranged one says it is arranged', () => {
    const free = render(lang, { kind: 'paid' }, { delivery: { ...order(lang).delivery, feeTetri: 0 } });
    expectBothParts(free, [lang === 'ka' ? 'უფასო' : 'free']);
    const pickup = render(
      lang,
      { kind: 'paid' },
      {
        delivery: {
          method: 'pickup',
          name: 'Pickup at a warehouse',
          feeTetri: 0,
          address: null,
          phone: null,
          pickup: { name: 'Tbilisi warehouse', address: '12 Tsereteli Ave.', hours: 'Mon-Sat 10:00-19:00' },
        },
      },
    );
    expectBothParts(pickup, ['Tbilisi warehouse', '12 Tsereteli Ave.', 'Mon-Sat 10:00-19:00']);
    // a pickup order is never on its way: the next mail is its being ready at the point
    expectBothParts(pickup, [lang === 'ka' ? 'როცა გასატანად მზად იქნება' : 'when it is ready for pickup']);
    expect(pickup.text).not.toMatch(lang === 'ka' ? /გზას დაადგება/ : /on its way/);
    expectBothParts(free, [lang === 'ka' ? 'როცა გზას დაადგება' : 'when it is on its way']);
    const arranged = render(
      lang,
      { kind: 'received' },
      { delivery: { method: 'arranged', name: null, feeTetri: 0, address: null, phone: null, pickup: null } },
    );
    expectBothParts(arranged, [lang === 'ka' ? 'მიწოდება შეთანხმებით' : 'Delivery as arranged']);
  });

  it('ready for pickup: the point, its address and hours, and no carrier', () => {
    const mail = render(
      lang,
      { kind: 'ready_for_pickup' },
      {
        delivery: {
          method: 'pickup',
          name: 'Pickup at a warehouse',
          feeTetri: 0,
          address: null,
          phone: null,
          pickup: { name: 'Tbilisi warehouse', address: '12 Tsereteli Ave.', hours: 'Mon-Sat 10:00-19:00' },
        },
      },
    );
    expectBothParts(mail, ['Tbilisi warehouse', '12 Tsereteli Ave.', 'Mon-Sat 10:00-19:00']);
    expect(mail.html).not.toContain('track.example');
  });

  it('shipped: the tracking number and the carrier’s link', () => {
    const mail = render(lang, { kind: 'shipped', trackingNumber: 'RR123456789GE' });
    expect(mail.html).toContain('href="https://track.example/?n=RR123456789GE"');
    expectBothParts(mail, ['RR123456789GE', 'https://track.example/?n=RR123456789GE']);
  });

  it('cancelled: who cancelled it, and that nothing was taken', () => {
    const byShopper = render(lang, { kind: 'cancelled', by: 'shopper' });
    const byShop = render(lang, { kind: 'cancelled', by: 'shop' });
    expectBothParts(byShopper, [lang === 'ka' ? 'თქვენი მოთხოვნით' : 'As you asked']);
    expectBothParts(byShop, [lang === 'ka' ? 'მაღაზიამ გააუქმა' : 'cancelled by the shop']);
    expectBothParts(byShop, [lang === 'ka' ? 'თანხა არ ჩამოგეჭრათ' : 'No payment was taken']);
  });

  it('refunded: the amount, and for a part what has been returned of the total', () => {
    const whole = render(lang, { kind: 'refunded', amount: '2806.00', refunded: '2806.00' });
    expectBothParts(whole, [formatPrice(280_600, lang), lang === 'ka' ? 'მთელი თანხაა' : 'the whole amount']);
    const part = render(lang, { kind: 'refunded', amount: '20.00', refunded: '70.00' });
    expectBothParts(part, [formatPrice(2_000, lang), formatPrice(7_000, lang), formatPrice(280_600, lang)]);
    expect(part.text).not.toContain(lang === 'ka' ? 'მთელი თანხაა' : 'the whole amount');
  });

  it.each(EVENTS.map((event) => [event.kind, event] as const))(
    '%s: quotes hostile names, codes and addresses as text, never as HTML',
    (_kind, event) => {
      const mail = render(lang, event, {
        number: `TS-1<b>`,
        lines: [{ name: HOSTILE, quantity: 1, unitTetri: 100 }],
        promo: { code: HOSTILE, discountTetri: 0 },
        pageUrl: `https://astroshop.ge/${lang}/orders/x"onmouseover="alert(1)`,
        delivery: {
          ...order(lang).delivery,
          name: HOSTILE,
          address: { region: 'tbilisi', city: '', street: HOSTILE, apartment: HOSTILE, notes: HOSTILE },
        },
      });
      expect(mail.html).not.toMatch(/<img|<b>|"onmouseover=/);
      expect(mail.html).not.toMatch(/["']&['"]/);
      expect(visible(mail.html)).toContain('TS-1<b>');
      // the plain-text part is text: it quotes them as they are
      expect(mail.text).toContain('TS-1<b>');
    },
  );
});
