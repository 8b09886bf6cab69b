/**
 * Runs `load` once the browser is idle (at the latest after 4 s), or after 2 s where there is no
 * requestIdleCallback (Safari); returns what cancels it. For code a page fetches after its first paint.
 */
export function whenIdle(load: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(load, { timeout: 4000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(load, 2000);
  return () => clearTimeout(id);
}
