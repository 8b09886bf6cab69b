import { useCallback, useEffect, useState } from 'react';
import { localStorageKey } from '@/shared/lib';

// The shopper's telescope, remembered in this browser so the next accessory list offers it. Kept by the
// storage the cart and session use (one key, its own format: the bare slug), but outside the store:
// only the product lists read it, and a persisted slice would weigh on every page's initial script.
const KEY = 'astroshop.telescope';
const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
// anything else under the key (edited, corrupted, another site's) is no telescope
const storage = localStorageKey<string>({ read: (raw) => (SLUG.test(raw) ? raw : undefined), write: (slug) => slug });

/**
 * The remembered telescope's slug (null until read, and when there is none) and `remember` to keep
 * another. Read after the first render, so a hydrated page starts as the server drew it.
 */
export function useMyTelescope() {
  const [slug, setSlug] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void (storage.getItem(KEY) as Promise<string | undefined>).then((stored) => {
      if (current) setSlug(stored ?? null);
    });
    return () => {
      current = false;
    };
  }, []);
  const remember = useCallback((next: string) => {
    setSlug(next);
    void storage.setItem(KEY, next);
  }, []);
  return { slug, remember };
}
