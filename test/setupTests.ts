import '@testing-library/jest-dom';
import { configure, waitFor } from '@testing-library/react';
import { server } from './msw';

// CI runs the storefront, server and browser suites side by side on 2 cores: a slow machine, not
// a broken page, must not fail a test, so waits are generous (they end as soon as the page is ready).
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

// jsdom lays nothing out, so it has nothing to scroll, and says so as a console.error ("Not implemented");
// react-admin scrolls to the top after a save. A page's scrolling is the browser suite's to prove.
window.scrollTo = () => {};

// A request a test started is answered by that test's handlers, even when it is still on its way when the
// test ends (a prefetch, a background refetch). msw takes the handlers in place when a request reaches it,
// a few ticks after fetch() is called, and by then the next test's handlers (and the request log it asserts
// on) may be in place. So a test ends once every fetch it made has reached msw; an answer that never
// comes (a test of a hanging API) does not hold it up.
let fetched = 0;
let reached = 0;
server.events.on('request:start', () => void (reached += 1));

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  const intercepted = globalThis.fetch;
  globalThis.fetch = (...args) => {
    fetched += 1;
    return intercepted(...args);
  };
});
afterEach(async () => {
  await waitFor(() => expect(reached).toBe(fetched));
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
