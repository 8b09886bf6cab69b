import type { FastifyInstance } from 'fastify';
import type { Mail } from '../src/auth/mailer';
import type { Database } from '../src/db/client';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';
import { decideOrder } from './support/banks';
import { operatorWithToken, type TestOperator } from './support/operators';

// Each change of an order's life queues its mail in the transaction that makes it, in the order's
// language (the checkout's): placed, paid, shipped (with the tracking link), delivered, cancelled by
// the shopper or the shop, refunded in part or in full. Packing, a declined payment and a refused step
// mail nothing.

let app: FastifyInstance;
let db: Database;
let mails: Mail[];
let shopper: TestUser;
let manager: TestOperator;
let mount: number;
beforeAll(async () => {
  ({ app, db, mails } = await buildTestApp({ env: { MAX_UNPAID_ORDERS: '100' } }));
  shopper = await registerUser(app, { fname: 'Nino' });
  manager = await operatorWithToken(app, db, 'manager');
  mount = await productId(app, 'delta-mount');
});
afterAll(() => app.close());

const courier = {
  method: 'courier',
  address: { street: 'ვაჟა-ფშაველას გამზ. 10', apartment: '4' },
  phone: '599112233',
};

async function place(lang: 'ka' | 'en', delivery: object = courier) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...shopper.auth, 'accept-language': lang },
    payload: {
      products: { [mount]: 1 },
      paymethod: 'BOG_CARD',
      comment: 'Ring twice',
      delivery,
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ order_number: string }>().order_number;
}

const orderId = async (number: string) =>
  (await db.query<{ id: number }>('SELECT id FROM orders WHERE order_number = $1', [number])).rows[0].id;
/** an operator's call on the order, in English: the mails follow the order's language, not the operator's */
const admin = async (number: string, action: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${await orderId(number)}/${action}`,
    headers: { ...manager.auth, 'accept-language': 'en' },
    payload,
  });

/** the sender's round, and the mails it sent about this order */
async function mailsAbout(number: string): Promise<Mail[]> {
  await app.sendMails();
  return mails.filter((mail) => mail.subject.includes(number));
}
const subjects = async (number: string) => (await mailsAbout(number)).map((mail) => mail.subject);

describe('the order’s mails', () => {
  it('follow a Georgian order from checkout to delivery and its refunds, in Georgian', async () => {
    const number = await place('ka');
    expect(await decideOrder(app, db, number, 'approved')).toMatchObject({ status: 303 });
    expect((await admin(number, 'status', { status: 'packed' })).statusCode).toBe(200);
    expect((await admin(number, 'status', { status: 'shipped', trackingNumber: 'RR123456789GE' })).statusCode).toBe(
      200,
    );
    expect((await admin(number, 'status', { status: 'delivered' })).statusCode).toBe(200);
    expect((await admin(number, 'refund', { amount: 20, restock: false })).statusCode).toBe(200);
    expect((await admin(number, 'refund', { amount: 230, restock: true })).statusCode).toBe(200);

    const sent = await mailsAbout(number);
    expect(sent.map((mail) => mail.subject)).toEqual([
      `შეკვეთა ${number} მიღებულია — ელოდება გადახდას`,
      `შეკვეთა ${number} გადახდილია`,
      `შეკვეთა ${number} გზაშია`,
      `შეკვეთა ${number} მიწოდებულია`,
      `შეკვეთა ${number}: დაბრუნდა 20,00\u00a0ლარი`,
      `შეკვეთა ${number}: დაბრუნდა 230,00\u00a0ლარი`,
    ]);
    expect(sent.every((mail) => mail.to === shopper.email && mail.text.startsWith('გამარჯობა, Nino!'))).toBe(true);
    const [received, paid, shipped, , part, rest] = sent;
    for (const mail of [received, paid]) {
      expect(mail.text).toContain('250,00\u00a0ლარი');
      // free from 200 ₾, and the mail says so
      expect(mail.text).toContain('კურიერი თბილისში: უფასო');
      expect(mail.text).toContain('სულ: 250,00\u00a0ლარი');
      expect(mail.text).toContain('ვაჟა-ფშაველას გამზ. 10, ბინა 4');
      expect(mail.html).toContain(`href="http://localhost:8080/ka/orders/${number}"`);
    }
    const link = 'https://www.gpost.ge/?site-path=help/tracking/&trackNumber=RR123456789GE';
    expect(shipped.text).toContain(link);
    expect(shipped.html).toContain(`href="${link.replace(/&/g, '&#38;')}"`);
    expect(part.text).toContain('ჯამში დაბრუნებულია 20,00\u00a0ლარი (შეკვეთის თანხა: 250,00\u00a0ლარი)');
    expect(rest.text).toContain('ეს შეკვეთისთვის გადახდილი მთელი თანხაა.');
  });

  it.each(['en', 'ka'] as const)(
    'tell a pickup order’s shopper (%s) where and when to collect it, then that it was collected; never "on its way"',
    async (lang) => {
      const number = await place(lang, { method: 'pickup', warehouse_id: 1 });
      expect(await decideOrder(app, db, number, 'approved')).toMatchObject({ status: 303 });
      for (const status of ['packed', 'ready_for_pickup', 'collected'])
        expect((await admin(number, 'status', { status })).statusCode).toBe(200);
      const sent = await mailsAbout(number);
      const words = {
        en: [`Order ${number} is ready for pickup`, `Order ${number} has been collected`],
        ka: [`შეკვეთა ${number} მზადაა გასატანად`, `შეკვეთა ${number} გატანილია`],
      }[lang];
      expect(sent.map((mail) => mail.subject).slice(2)).toEqual(words);
      const point = (
        await db.query<{ address: string; hours: string }>(
          lang === 'ka'
            ? 'SELECT coalesce(address_ka, address_en) AS address, coalesce(hours_ka, hours_en) AS hours FROM warehouses WHERE id = 1'
            : 'SELECT address_en AS address, hours_en AS hours FROM warehouses WHERE id = 1',
        )
      ).rows[0];
      expect(sent[2].text).toContain(point.address);
      expect(sent[2].text).toContain(point.hours);
      expect(sent.map((mail) => mail.text).join('\n')).not.toContain('gpost.ge');
      // not even the paid mail's word of what comes next: a pickup order is never on its way
      expect(sent.map((mail) => `${mail.subject}\n${mail.text}`).join('\n')).not.toMatch(
        /on its way|გზაშია|გზას დაადგება/,
      );
    },
  );

  it('say so in English when its shopper cancels an English order', async () => {
    const number = await place('en');
    expect(
      (await app.inject({ method: 'POST', url: `/api/orders/${number}/cancel`, headers: shopper.auth })).statusCode,
    ).toBe(200);
    const sent = await mailsAbout(number);
    expect(sent.map((mail) => mail.subject)).toEqual([
      `Order ${number} received: awaiting payment`,
      `Order ${number} is cancelled`,
    ]);
    expect(sent[1].text).toContain(`As you asked, your order ${number} has been cancelled`);
  });

  it('say the shop cancelled an order an operator cancelled', async () => {
    const number = await place('en');
    expect((await admin(number, 'cancel')).statusCode).toBe(200);
    const sent = await mailsAbout(number);
    expect(sent.map((mail) => mail.subject)).toEqual([
      `Order ${number} received: awaiting payment`,
      `Order ${number} is cancelled`,
    ]);
    expect(sent[1].text).toContain(`Your order ${number} has been cancelled by the shop.`);
  });

  it('are not sent for a declined payment, for packing, nor for a step the order refuses', async () => {
    const declined = await place('en');
    expect(await decideOrder(app, db, declined, 'declined')).toMatchObject({ status: 303 });
    expect(await subjects(declined)).toEqual([`Order ${declined} received: awaiting payment`]);

    const number = await place('en');
    expect(await decideOrder(app, db, number, 'approved')).toMatchObject({ status: 303 });
    // shipped before packed: refused, and rolled back with it whatever it queued
    expect((await admin(number, 'status', { status: 'shipped', trackingNumber: 'RR1GE' })).statusCode).toBe(422);
    expect((await admin(number, 'status', { status: 'packed' })).statusCode).toBe(200);
    expect(await subjects(number)).toEqual([`Order ${number} received: awaiting payment`, `Order ${number} is paid`]);
    const queued = await db.query('SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL');
    expect(queued.rows[0].n).toBe(0);
  });
});
