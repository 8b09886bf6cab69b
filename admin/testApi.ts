import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiBase, server } from '@/test/msw';

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
