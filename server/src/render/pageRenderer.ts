import path from 'node:path';

// The contract of src/app/ssr/renderPage.tsx, the storefront's own server renderer. The storefront is
// compiled with its own settings (JSX, path aliases, DOM types): it is loaded at run time (tsx in
// `npm run serve`, ts-jest in the tests) rather than type-checked as part of the server.

export type Translations = Record<string, Record<string, unknown>>;

export type RenderedPage =
  | { redirect: string; status: number }
  | {
      status: 200 | 404;
      lang: string;
      head: string;
      styles: string;
      html: string;
      state: string;
      complete: boolean;
      private: boolean;
    };

export interface PageRenderer {
  /** the address the page at `url` is rendered and kept under: its path and the query parameters it reads, written one way */
  pageAddress(url: URL): string;
  /** the paths under /{locale} of the pages without parameters a sitemap lists ('' the home page), from the route table */
  contentPages: readonly string[];
  renderPage(request: {
    url: URL;
    fetchApi: typeof fetch;
    translations: Record<string, Translations>;
  }): Promise<RenderedPage>;
}

const RENDERER = path.resolve(__dirname, '..', '..', '..', 'src', 'app', 'ssr', 'renderPage.tsx');

/** The storefront's renderer, loaded on first use (loading React, MUI and the pages takes a second). */
export function loadPageRenderer(): PageRenderer {
  // a synchronous require on purpose: the path is only known at run time and the server is CommonJS
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(RENDERER) as PageRenderer;
}
