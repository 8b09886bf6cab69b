import path from 'node:path';

// The contract of src/app/ssr/renderPage.tsx, the storefront's own server renderer. The storefront is
// compiled with its own settings (JSX, path aliases, DOM types): webpack builds it for Node beside the
// browser's code (webpack.config.ts, the `renderer` build), and the server requires what it built.

export type Translations = Record<string, Record<string, unknown>>;

export type RenderedPage =
  | { redirect: string; status: number }
  | { status: 200 | 404; lang: string; head: string; styles: string; html: string; state: string; complete: boolean; private: boolean };

export interface PageRenderer {
  /** the address the page at `url` is rendered and kept under: its path and the query parameters it reads, written one way */
  pageAddress(url: URL): string;
  renderPage(request: { url: URL; fetchApi: typeof fetch; translations: Record<string, Translations> }): Promise<RenderedPage>;
}

/** where the build writes the render entry (webpack.config.ts) */
const RENDERER_FILE = path.join('server', 'renderPage.js');

/**
 * The renderer of the storefront built into distDir, loaded on first use (loading React, MUI and the pages
 * takes a second): the same build as the pages it renders into, with the same build-time settings.
 */
export function loadPageRenderer(distDir: string): PageRenderer {
  // a synchronous require on purpose: the path is only known at run time and the server is CommonJS
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(distDir, RENDERER_FILE)) as PageRenderer;
}
