export { Toasts, useToast } from './toast';
export { SafeHtml } from './SafeHtml';
export { Picture } from './Picture';
export { HtmlSkeleton } from './HtmlSkeleton';
export { PagePagination, usePageParam } from './PagePagination';
export { PhoneIconLabel } from './PhoneIconLabel';
export { PHONE } from './phone';
export { stackedTableOnPhone } from './stackedTable';
export { replayable, replayEarlyTaps } from './earlyTaps';
