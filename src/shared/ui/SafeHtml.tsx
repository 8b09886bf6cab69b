import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';

let purifier = DOMPurify;

/**
 * Where there is no browser (a server render), DOMPurify needs a window of its own (jsdom's): without
 * one it would hand the HTML back unsanitized.
 */
export function sanitizeInWindow(window: Parameters<typeof DOMPurify>[0]) {
  purifier = DOMPurify(window);
}

/** Untrusted HTML from the server, rendered after DOMPurify has removed scripts and handlers. */
export function sanitizeHtml(html: string): string {
  if (!purifier.isSupported) throw new Error('no DOM to sanitize HTML in: call sanitizeInWindow first');
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}

export function SafeHtml({ html, ...boxProps }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
