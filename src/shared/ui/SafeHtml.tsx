import DOMPurify from 'dompurify';
import Box, { type BoxProps } from '@mui/material/Box';
import { htmlWindow, rememberLast } from '../lib';

// In a server render DOMPurify works in the window the render provided (without one it would hand
// the HTML back unsanitized)
let serverPurifier: ReturnType<typeof DOMPurify> | undefined;
const purifier = () => (typeof window === 'undefined' ? (serverPurifier ??= DOMPurify(htmlWindow())) : DOMPurify);

/** Untrusted HTML from the server, rendered after DOMPurify has removed scripts and handlers. */
export const sanitizeHtml = rememberLast(200, (html: string): string =>
  purifier().sanitize(html, { USE_PROFILES: { html: true } }),
);

// HTML written for a desktop (a product's specification table, a long link) must still fit a 320 px
// phone: tables take the width there is, and long words and addresses break instead of overflowing
const fitsAnyWidth = {
  overflowWrap: 'anywhere',
  '& table': { width: '100%', borderCollapse: 'collapse' },
  '& th, & td': { verticalAlign: 'top', hyphens: 'auto' },
  '& img': { maxWidth: '100%', height: 'auto' },
} as const;

export function SafeHtml({
  html,
  sx,
  ...boxProps
}: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  // sanitizeHtml keeps its answers: no memo of its own here
  return (
    <Box
      {...boxProps}
      sx={[fitsAnyWidth, ...(Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
