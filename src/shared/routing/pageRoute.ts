import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { ApiDispatch, ApiState } from '../api';
import type { Lang } from '../i18n';

/** A page's address: its language, its path's parameters and its query. */
export type PageAddress = { lang: Lang; params: Params; searchParams: URLSearchParams };

/** What a page's head function reads: its address (`url` in full), the store (its data) and its translations. */
export type HeadContext = PageAddress & { url: string; state: ApiState; t: TFunction };

/** What a page says of itself; the router turns it into the tags every page carries. */
export type PageHead = {
  title?: string;
  description?: string;
  /** an address on our origin or a full URL: the link preview's picture */
  image?: string;
  /** the unit price in lari (products) */
  price?: string;
  /** schema.org JSON-LD */
  structuredData?: object;
  /** the page's subject does not exist: the server answers 404 */
  notFound?: boolean;
};

/**
 * A page's route, declared by the page itself (`pages/<page>/route.ts`) and listed by the app's route
 * table: its path, code, translations, data and head. `argsOf` turns an address into the page's
 * arguments once for all who need them: the loader's requests, the head's and 404's reading of their
 * answers, and the page's own hook (`usePageArgs`), so all ask for the same cache entries.
 */
export type PageRoute<Args = PageAddress> = {
  id: string;
  /** the path under /{locale}; none for the language's index page */
  path?: string;
  index?: true;
  /** the translation files the page uses beyond the header's, started with its code and data */
  namespaces?: readonly string[];
  /** the page's code: its own chunk, fetched when its route is first matched */
  page: () => Promise<ComponentType>;
  /** the page's arguments at an address (without it, the address itself) */
  argsOf?: (address: PageAddress) => Args;
  /** starts the page's requests, with exactly the arguments the page will use */
  data?: (dispatch: ApiDispatch, args: Args) => void;
  /** the page's subject does not exist (its answer was 404): the 404 page in its place, answered with HTTP 404 */
  missing?: (state: ApiState, args: Args) => boolean;
  head?: (context: HeadContext & { args: Args }) => PageHead;
  /**
   * the query parameters the page reads, written one way (its defaults left out): any other parameter
   * of an address (utm_*, fbclid, a typo) changes nothing on the page, so the page's own address, the
   * one its head names and the server renders and keeps, leaves it out
   */
  query?: (params: URLSearchParams) => Record<string, string>;
  /**
   * what the page reads of its query is its visitor's secret (a reset link's token): a page with it is
   * theirs alone (never kept, nor cached on the way), and its head names the page without its query
   */
  secret?: true;
  /** a public page without parameters, the same for every visitor: one the sitemap lists */
  listed?: true;
};

/** Any page's route, whatever its arguments: what a route table lists. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page has arguments of its own
export type AnyPageRoute = PageRoute<any>;

/** A loader's request: a cache entry waiting for its page, whose subscription is the page's own. */
export const loaderRequest = { subscribe: false } as const;

/** The `argsOf` of a page that reads nothing of its address but its language. */
export const languageOnly = ({ lang }: PageAddress) => ({ lang });
