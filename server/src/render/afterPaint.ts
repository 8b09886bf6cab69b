import { createHash } from 'node:crypto';

// A server-rendered page paints from its HTML and CSS alone; the storefront's script only hydrates it.
// A `defer` script runs before the first paint whenever it arrives before the parser ends (a fast
// network, a cached script), and its evaluation (hundreds of ms on a cheap phone) then delays that
// paint. So the page names its scripts inertly (`type="text/plain"`, which the browser neither fetches
// nor runs) and this loader starts them once the next frame is painted: rAF runs just before a paint,
// the timeout just after it. The loader is the same text on every page, so the Content-Security-Policy
// allows it by its hash and still forbids every other inline script.
// Not preloaded: Lighthouse (simulated phone, median of runs) then counted the 230 KB script before the
// first paint in about half of the runs (FCP 3.4-3.9 s against 1.2 s), since a preloaded script that
// has arrived looks render-blocking to its model; bench/web.md has the comparison.
//
// Until the shop has hydrated (about 3 s on a mid-range phone) the painted page's buttons have no
// handler yet. The loader keeps their taps, as Angular's event replay and Google's jsaction do: a click
// on an element marked `data-replay="key"` (src/shared/ui/earlyTaps.ts marks them and replays them) is
// stopped and kept in `window.__taps` as [element, key], and the element is marked pending
// (`data-replay-pending`, styled by the theme, so the tap shows at once). The hydrated shop clicks them
// again in order, then sets `__taps.done` and the loader lets every click through. Script-made clicks
// (the replay's own) always pass. A change in a GET form marked `data-submit-on-change` (the list's
// sort) submits it, so the browser opens the sorted list; the shop's own change handler stops the event
// before it gets here and changes the address itself.

const HELD = 'data-after-paint';

const LOADER =
  'requestAnimationFrame(function(){setTimeout(function(){' +
  `document.querySelectorAll("script[${HELD}]").forEach(function(held){` +
  'var script=document.createElement("script");script.src=held.getAttribute("src");script.async=false;document.body.appendChild(script)' +
  '})})});' +
  'var __taps=[];' +
  'document.addEventListener("click",function(e){' +
  'var t=e.isTrusted&&!__taps.done&&e.target.closest("[data-replay]");' +
  'if(t){e.preventDefault();e.stopPropagation();t.setAttribute("data-replay-pending","");__taps.push([t,t.getAttribute("data-replay")])}' +
  '},true);' +
  'document.addEventListener("change",function(e){' +
  'var f=e.target.form;if(!__taps.done&&f&&f.hasAttribute("data-submit-on-change"))f.requestSubmit()' +
  '})';

/** the CSP source that allows the loader, and only it, among inline scripts */
export const AFTER_PAINT_LOADER_SOURCE = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

/** the built page (minified: attributes may be unquoted) with its `<script defer src=…>` tags run after the first paint */
export function runScriptsAfterPaint(page: string): string {
  const scripts = [...page.matchAll(/<script defer src=("?)([^\s">]+)\1><\/script>/g)];
  if (scripts.length === 0) return page;
  const held = scripts.map(([, , src]) => `<script type="text/plain" ${HELD} src="${src}"></script>`).join('');
  return scripts
    .reduce((html, [tag]) => html.replace(tag, ''), page)
    .replace('</body>', () => `${held}<script>${LOADER}</script></body>`);
}
