export { useToast } from './toast';
export { SafeHtml, sanitizeHtml } from './SafeHtml';
export { PageMeta } from './PageMeta';
