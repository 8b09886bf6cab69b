import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './msw';

// CI runs the storefront, server and browser suites side by side on 2 cores: a slow machine, not
// a broken page, must not fail a test, so waits are generous (they end as soon as the page is ready).
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
