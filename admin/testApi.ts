import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiBase, server } from '@/test/msw';
import type { Order } from './api/answers';

// The admin API as the back office's tests see it: each test answers the calls it needs, and reads back
// what was sent (method, path with its query, headers, body).

export interface Sent {
  method: string;
  /** path and query, e.g. /api/admin/orders?page=1 */
  url: string;
  headers: Headers;
  body: unknown;
}

export function answerAdmin(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  answer: JsonBodyType,
  status = 200,
): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http[method](`${apiBase}/api/admin${path}`, async ({ request }) => {
      const text = await request.text();
      const type = request.headers.get('content-type') ?? '';
      const url = new URL(request.url);
      sent.push({
        method: request.method,
        url: url.pathname + url.search,
        headers: request.headers,
        body: text && type.includes('json') ? JSON.parse(text) : text || undefined,
      });
      return HttpResponse.json(answer, { status });
    }),
  );
  return sent;
}

/** a signed-in owner as GET /api/admin/me answers (tests change the role) */
export const testOwner = { id: 1, email: 'owner@astroshop.ge', name: 'Nino', role: 'owner', totp: true };

/** the dashboard's figures as GET /api/admin/dashboard answers them */
export const dashboardFigures = {
  ordersToday: 3,
  revenueToday: 1299.5,
  ordersWeek: 12,
  revenueWeek: 20000,
  awaitingAction: 2,
  lowStock: [{ id: 12, slug: 'orbita-70-700-az', name: 'ორბიტა 70/700 AZ', liveStock: 1 }],
};

/**
 * a paid courier order as GET /api/admin/orders/:id answers a manager (typed by the OpenAPI document, so
 * it follows the API); staff get it without its money (`withoutMoney`)
 */
export const testOrder = {
  id: 9,
  number: 'TS-1009',
  status: 'paid',
  paymentState: 'paid',
  paymentStatus: 'paid',
  paymentMethod: 'BOG_CARD',
  total: 177.1,
  refunded: 0,
  deliveryMethod: 'courier',
  trackingNumber: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  customer: { id: 1, email: 'nino@example.ge', name: 'Nino Beridze', phone: '555-12-34' },
  comment: 'Call before',
  locale: 'ka',
  settledAt: '2026-11-27T10:05:00.000Z',
  delivery: {
    address: { region: 'tbilisi', city: '', street: 'ვაჟა-ფშაველას გამზ. 12', apartment: '4', notes: 'მე-3 სადარბაზო' },
    addressText: 'ვაჟა-ფშაველას გამზ. 12, ბინა 4, თბილისი',
    phone: '+995555123456',
    phoneText: '+995 555 12 34 56',
    pickupPoint: null,
    days: { min: 0, max: 1, workingDays: false },
    fee: 7,
  },
  lines: [{ productId: 4, name: 'ორბიტა 70/700 AZ', quantity: 1, unitPrice: 189, lineTotal: 189 }],
  promo: { code: 'STARGAZER10', discount: 18.9 },
  totals: { subtotal: 189, discount: 18.9, delivery: 7, total: 177.1, paid: 177.1, refunded: 0, balance: 177.1 },
  callbacks: [],
  attempts: [
    {
      id: 1,
      provider: 'bog',
      method: 'BOG_CARD',
      bankId: 'bog-1',
      amount: 177.1,
      state: 'approved',
      surplus: false,
      refunded: 0,
      createdAt: '2026-11-27T10:00:00.000Z',
      settledAt: '2026-11-27T10:05:00.000Z',
    },
  ],
  refunds: [],
  history: [
    { at: '2026-11-27T10:00:00.000Z', status: 'placed', operatorEmail: null, note: null },
    { at: '2026-11-27T10:05:00.000Z', status: 'paid', operatorEmail: null, note: null },
  ],
  notes: [{ id: 1, text: 'Gate code 4711', operatorEmail: 'staff@astroshop.ge', at: '2026-11-27T11:00:00.000Z' }],
} satisfies Order;

/** the order as staff are answered it: no totals, prices, payments or refunds */
export function withoutMoney(order: Order): Order {
  const { total: _total, refunded: _refunded, promo: _promo, totals: _totals, ...rest } = order;
  const { callbacks: _callbacks, attempts: _attempts, refunds: _refunds, ...kept } = rest;
  const { fee: _fee, ...delivery } = order.delivery;
  return {
    ...kept,
    delivery,
    lines: order.lines.map(({ unitPrice: _unit, lineTotal: _line, ...line }) => line),
  };
}
