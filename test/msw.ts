import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The API as the storefront sees it in unit tests; each test adds the answers it needs. */
export const apiBase = 'http://shop.test';
export const server = setupServer(
  // every page asks for the server's payment settings: by default the spec's server, which has none
  http.get(`${apiBase}/api/settings`, () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
  // the back office's menu asks for the order queues' counts on every screen: none waiting by default
  http.get(`${apiBase}/api/admin/orders/queues`, () => HttpResponse.json({ items: [], total: 0 })),
);
