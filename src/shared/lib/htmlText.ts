import { rememberLast } from './rememberLast';

type HtmlWindow = Window & typeof globalThis;

let serverWindow: HtmlWindow | undefined;

/** Where there is no browser (a server render), the window HTML from the API is parsed in (jsdom's). */
export function provideHtmlWindow(window: HtmlWindow) {
  serverWindow = window;
}

/** The browser's window, or the one a server render provided. */
export function htmlWindow(): HtmlWindow {
  const found = typeof window === 'undefined' ? serverWindow : window;
  if (!found) throw new Error('no DOM to parse HTML in: call provideHtmlWindow first');
  return found;
}

/** The plain text of HTML from the API, its scripts and styles left out, parsed in an inert document. */
export const htmlText = rememberLast(200, (html: string): string => {
  const document = new (htmlWindow().DOMParser)().parseFromString(html, 'text/html');
  document.querySelectorAll('script, style, template').forEach((element) => element.remove());
  return document.body.textContent ?? '';
});
