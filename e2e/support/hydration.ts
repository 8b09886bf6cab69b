import type { ConsoleMessage, Page, Request } from 'playwright-core';
import { waitForHydration } from './browser';

/** opens `path` fresh and records what the browser says and asks until the hydrated page is idle */
export async function openAndRecord(page: Page, path: string) {
  const messages: string[] = [];
  const apiCalls: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  };
  const onPageError = (error: Error) => messages.push(`pageerror: ${error.message}`);
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}${url.search}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  try {
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    return { status: response?.status(), messages, apiCalls };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
  }
}
