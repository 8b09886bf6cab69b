import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// Every text a manager writes as HTML (a product's description, a news story, a FAQ answer, a page) is
// kept to one list of tags when it is stored: what a text is made of (paragraphs, headings, emphasis,
// lists, tables, links, pictures) and nothing that acts or restyles the shop. A <style> restyled whole
// storefront pages and a form could ask shoppers for a password; handlers, scripts and javascript: links
// are DOMPurify's to remove whatever the list says. The storefront sanitizes again when it shows the text
// (src/shared/ui/SafeHtml.tsx), which is what keeps the seed's and older texts safe.

const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'pre', 'code', 'div', 'span'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ...['a', 'img', 'figure', 'figcaption'],
];
const ALLOWED_ATTR = ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'scope', 'lang'];

/** a tag that makes a block of its own: a text with none is plain text, whose blank lines part paragraphs */
const BLOCK = /<(p|h[1-6]|ul|ol|table|blockquote|pre|div|figure|dl)[\s>]/i;

/** plain text's paragraphs (parted by a blank line) and line breaks as HTML; HTML with blocks as it is */
function withParagraphs(text: string): string {
  if (BLOCK.test(text)) return text;
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** the manager's HTML kept to the allowed tags and attributes, plain text's paragraphs made paragraphs */
export function sanitizeRichText(html: string): string {
  purifier ??= DOMPurify(new JSDOM('').window as unknown as Parameters<typeof DOMPurify>[0]);
  return purifier.sanitize(withParagraphs(html), { ALLOWED_TAGS, ALLOWED_ATTR, KEEP_CONTENT: true });
}
