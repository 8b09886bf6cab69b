import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// Rich text an operator writes (a product's description, a news item, a page) is sanitized as the
// storefront sanitizes what it shows (src/shared/ui/SafeHtml.tsx: DOMPurify's HTML profile), and here
// already when it is stored: no script, handler or javascript: link reaches the database.

let purifier: ReturnType<typeof DOMPurify> | undefined;

export function sanitizeRichText(html: string): string {
  purifier ??= DOMPurify(new JSDOM('').window as unknown as Parameters<typeof DOMPurify>[0]);
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}
