export { Toasts, useToast } from './toast';
export { SafeHtml } from './SafeHtml';
export { Picture } from './Picture';
export { HtmlSkeleton } from './HtmlSkeleton';
export { PagePagination } from './PagePagination';
export { PhoneIconLabel } from './PhoneIconLabel';
export { PHONE } from './phone';
export { stackedTableOnPhone } from './stackedTable';
