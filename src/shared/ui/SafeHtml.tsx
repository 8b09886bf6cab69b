import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';

/** Untrusted HTML from the server, rendered after DOMPurify has removed scripts and handlers. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export function SafeHtml({ html, ...boxProps }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
