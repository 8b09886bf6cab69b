// What the storefront's server renderer is to the server that loads it (server/src/render/pageRenderer.ts):
// the built render entry (dist/server/renderPage.js) exports a PageRenderer. Declared here alone, for both
// sides to import. A declaration file, self-contained: the server's compiler reads it without compiling
// any of the storefront, whose settings (JSX, DOM, path aliases) are not the server's.

/** a language's translation files: namespace → its texts */
export type Translations = Record<string, Record<string, unknown>>;

export type RenderRequest = {
  /** the page's address on the shop's public origin */
  url: URL;
  /** answers the API's requests (the server's own, in-process) */
  fetchApi: typeof fetch;
  /** every translation file of each language */
  translations: Record<string, Translations>;
};

export type RenderedPage =
  | { redirect: string; status: number }
  | {
      status: 200 | 404;
      /** the page's language, whose template it goes into */
      lang: string;
      /** <head> tags: title, description, canonical, hreflang, Open Graph, JSON-LD */
      head: string;
      /** the critical CSS of what the page shows (emotion) */
      styles: string;
      /** the app's markup, for <div id="root"> */
      html: string;
      /** the store's answers and the translations, for the browser to hydrate with */
      state: string;
      /** every request the page made was answered: the page may be kept and sent again */
      complete: boolean;
      /** the page carries its visitor's secret (a reset link's token): theirs alone, never kept or cached */
      private: boolean;
    };

export interface PageRenderer {
  /** the address the page at `url` is rendered and kept under: its path and the query parameters it reads, written one way */
  pageAddress(url: URL): string;
  /** the paths under /{locale} of the pages without parameters a sitemap lists ('' the home page), from the route table */
  contentPages: readonly string[];
  renderPage(request: RenderRequest): Promise<RenderedPage>;
}
