import { useSyncExternalStore } from 'react';
import { COMPARE_LIMIT } from './compareAddress';

const KEY = 'astroshop.compare';
const listeners = new Set<() => void>();
const NONE: readonly string[] = [];
let cached: { raw: string | null; slugs: readonly string[] } = { raw: null, slugs: NONE };

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage denied (a privacy setting): the list lives as long as the page
  }
}

/** the slugs kept, read tolerantly: anything but a list of strings is an empty list */
function read(): readonly string[] {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cached.raw) return cached.slugs;
  let slugs: readonly string[] = NONE;
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(value)) slugs = value.filter((slug): slug is string => typeof slug === 'string');
  } catch {
    // a corrupted value: start again
  }
  cached = { raw, slugs: slugs.slice(-COMPARE_LIMIT) };
  return cached.slugs;
}

function write(slugs: readonly string[]) {
  try {
    storage()?.setItem(KEY, JSON.stringify(slugs));
  } catch {
    // a full quota: the list stays as it was
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab's change
  addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', listener);
  };
}

/**
 * The products the shopper picked to compare, kept in this browser (localStorage) across pages and
 * visits, outside the Redux store: only the product page's code reads it, so none of it is in the first
 * page's script. The server renders with an empty list and the browser's own shows after hydration.
 * The compare page itself reads its address (`?products=`), so a comparison is a link to share.
 */
export function useCompareList() {
  const slugs = useSyncExternalStore(subscribe, read, () => NONE);
  return {
    slugs,
    has: (slug: string) => slugs.includes(slug),
    /** adding a fifth drops the first one picked */
    toggle: (slug: string) =>
      write(slugs.includes(slug) ? slugs.filter((other) => other !== slug) : [...slugs, slug].slice(-COMPARE_LIMIT)),
  };
}
