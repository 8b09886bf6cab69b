import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { htmlWindow } from '../lib';

// In a server render DOMPurify works in the window the render provided (without one it would hand
// the HTML back unsanitized)
let serverPurifier: ReturnType<typeof DOMPurify> | undefined;
const purifier = () => (typeof window === 'undefined' ? (serverPurifier ??= DOMPurify(htmlWindow())) : DOMPurify);

/** Untrusted HTML from the server, rendered after DOMPurify has removed scripts and handlers. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, { USE_PROFILES: { html: true } });
}

export function SafeHtml({ html, ...boxProps }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
