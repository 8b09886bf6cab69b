import path from 'node:path';
import type { PageRenderer } from '../../../src/app/ssr/contract';

// The storefront's own server renderer, src/app/ssr/renderPage.tsx. The storefront is compiled with its own
// settings (JSX, path aliases, DOM types): webpack builds it for Node beside the browser's code
// (webpack.config.ts, the `renderer` build), and the server requires what it built. What it exports is
// declared once, by the storefront (src/app/ssr/contract.d.ts), and type-checked on both sides.
export type { PageRenderer, RenderedPage, Translations } from '../../../src/app/ssr/contract';

/** where the build writes the render entry (webpack.config.ts) */
const RENDERER_FILE = path.join('server', 'renderPage.js');

/** the built renderer's file in distDir: render workers load it themselves (renderWorker.js) */
export function rendererFile(distDir: string): string {
  return path.join(distDir, RENDERER_FILE);
}

/**
 * The renderer of the storefront built into distDir, loaded on first use (loading React, MUI and the pages
 * takes a second): the same build as the pages it renders into, with the same build-time settings.
 */
export function loadPageRenderer(distDir: string): PageRenderer {
  // a synchronous require on purpose: the path is only known at run time and the server is CommonJS
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(rendererFile(distDir)) as PageRenderer;
}
