// A server-rendered page is on screen seconds before its script has hydrated it. The page's inline
// loader (server/src/render/afterPaint.ts) keeps the taps made on marked controls in the meantime, in
// `window.__taps`, and marks each tapped control pending; the hydrated shop clicks them again here.
// The loader is a constant text allowed by its hash: the names below are its names. (In development,
// React reports the pending mark on a control tapped early as an attribute the server did not render.)

const KEY = 'data-replay';
const PENDING = 'data-replay-pending';
/** how long the replay waits for a control to be hydrated before React is left to take the tap (it holds clicks on what it has not hydrated) */
const HYDRATION_WAIT_MS = 10_000;
const POLL_MS = 20;

type EarlyTaps = Array<[tapped: Element, key: string]> & { done?: boolean };

declare global {
  interface Window {
    /** the taps the loader kept; `done` once they have been replayed and clicks go to the shop */
    __taps?: EarlyTaps;
  }
}

// React hydrates a page in parts: the root first, what is inside a Suspense boundary (the page itself)
// in a later pass. A control is in the shop's hands once React has attached it (its ref is set).
const hydrated = new WeakSet<Element>();
const attached = (element: Element | null) => {
  if (element) hydrated.add(element);
};

/**
 * The props that let a control's taps be kept until the shop can act on them (they include its `ref`).
 * `key` names what the control does, the same on the server and in the browser: a control whose action
 * depends on the browser's own state (the stored cart) names the action ("add" or "remove"), so a tap
 * is replayed only onto a control that still does what the shopper saw.
 */
export const replayable = (key: string) =>
  ({ [KEY]: key, ref: attached }) as Record<typeof KEY, string> & { ref: typeof attached };

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** after the next frame: React has committed what it had started (the stored cart's re-render, the last tap's update) */
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

const marked = () => [...document.querySelectorAll(`[${KEY}]`)];

/** until `until()` holds (or the wait is over) */
async function waitFor(until: () => boolean) {
  for (const since = performance.now(); !until() && performance.now() - since < HYDRATION_WAIT_MS;)
    await delay(POLL_MS);
}

/** Clicks a kept tap again once React has hydrated its control: on it if it still has its key, else on the control that now has it. */
async function replay([tapped, key]: [Element, string]) {
  await waitFor(() => hydrated.has(tapped) || !tapped.isConnected);
  // after the next frame: the stored state's re-render and the previous tap's update are on screen
  await afterNextPaint();
  tapped.removeAttribute(PENDING);
  const target =
    tapped.isConnected && tapped.getAttribute(KEY) === key
      ? tapped
      : marked().find((control) => control.getAttribute(KEY) === key);
  if (target instanceof HTMLElement) target.click();
}

async function replayKept(taps: EarlyTaps) {
  for (let tap = taps.shift(); tap; tap = taps.shift()) await replay(tap);
}

/**
 * Clicks again, in the order they were made and once each, the taps kept before hydration, each once
 * React has hydrated its control and the browser's own state (`ready`: the stored cart and session) is
 * in the store, so the control is clicked as it now is: the control tapped if it still has its key, else
 * the control that now has it, else none (the stored cart turned out to hold the product the shopper
 * added: it is in the cart). Taps are kept until every marked control on the page is hydrated (React
 * hydrates the page's parts one after another); then the loader steps aside. Called once the page's
 * root has hydrated.
 */
export async function replayEarlyTaps(ready: Promise<unknown>) {
  const taps = window.__taps;
  if (!taps) return; // a page without the loader (the static build)
  await ready;
  await replayKept(taps);
  await waitFor(() => marked().every((control) => hydrated.has(control)));
  await replayKept(taps);
  taps.done = true;
}
