import { setupServer } from 'msw/node';

/** The API as the storefront sees it in unit tests; each test adds the answers it needs. */
export const apiBase = 'http://shop.test';
export const server = setupServer();
