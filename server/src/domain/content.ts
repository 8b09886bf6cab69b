// The editorial pages: news come so many a page; the HTML pages are these.

export const NEWS_PER_PAGE = 9;

export type PageKind = 'about' | 'personal' | 'delivery' | 'return' | 'warranty' | 'cookie';
