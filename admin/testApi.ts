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
