export { Toasts, useToast } from './toast';
export { SafeHtml, sanitizeHtml } from './SafeHtml';
export { PageMeta } from './PageMeta';
export { Picture } from './Picture';
export { HtmlSkeleton } from './HtmlSkeleton';
export { PagePagination, usePageParam } from './PagePagination';
