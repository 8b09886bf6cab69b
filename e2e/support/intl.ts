/**
 * Debian's Chromium has no Georgian Intl data, so until prices and dates are written by the shop's own
 * rules (issue 15), a Georgian page's server-rendered prices and dates (Node's full ICU) differ from the
 * browser's, and React reports the text mismatch when it hydrates. Only that report is let through, on
 * Georgian pages only: delete this file and its uses once issue 15 has landed.
 */
export function isGeorgianIntlMismatch(message: string, url: string): boolean {
  return new URL(url, 'http://shop.test').pathname.startsWith('/ka') && /Minified React error #418.*args\[\]=text/.test(message);
}
