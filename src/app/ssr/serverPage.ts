import type { HydrationState } from 'react-router-dom';
import type { Resource } from 'i18next';
import { scriptJson } from '../router';

/** What a server-rendered page carries for the browser to hydrate it without asking again. */
export type ServerPage = {
  /** the store's API cache (RTK Query) under its reducer path, its answered queries only: a failed one is asked again */
  api: unknown;
  /** the page language's translation files */
  translations: Resource;
  /** React Router's loader results for the matched routes */
  router: HydrationState;
};

const ELEMENT_ID = 'server-page';

/** A JSON <script> (never executed; "<" escaped, so no text in it can close the element). */
export function serverPageScript(page: ServerPage): string {
  return `<script id="${ELEMENT_ID}" type="application/json">${scriptJson(page)}</script>`;
}

/** The server's state in a page it rendered; none in the static build's index.html. */
export function readServerPage(document: Document): ServerPage | undefined {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerPage) : undefined;
}
