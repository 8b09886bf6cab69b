// The editorial pages: news come so many a page; the HTML pages are these.

export const NEWS_PER_PAGE = 9;

export const PAGE_KINDS = ['about', 'personal', 'delivery', 'return', 'warranty', 'cookie', 'privacy'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
