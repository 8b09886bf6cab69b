import { useCallback, useEffect, useState } from 'react';
import { localStorageKey } from '@/shared/lib';
import { parseTelescopeChoice } from '@/entities/observation';

// The shopper's telescope, remembered in this browser so the next accessory list offers it. Kept by the
// storage the cart and session use (one key, its own format: the telescope as `fits` names it, our
// bare slug, ref:<slug> or own:<figures>), but outside the store: only the product lists read it, and a
// persisted slice would weigh on every page's initial script.
const KEY = 'astroshop.telescope';
// anything else under the key (edited, corrupted, another site's) is no telescope
const storage = localStorageKey<string>({
  read: (raw) => (parseTelescopeChoice(raw) ? raw : undefined),
  write: (param) => param,
});

/**
 * The remembered telescope as `fits` names it (null until read, and when there is none) and
 * `remember` to keep another. Read after the first render, so a hydrated page starts as the server drew it.
 */
export function useMyTelescope() {
  const [param, setParam] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void (storage.getItem(KEY) as Promise<string | undefined>).then((stored) => {
      if (current) setParam(stored ?? null);
    });
    return () => {
      current = false;
    };
  }, []);
  const remember = useCallback((next: string) => {
    setParam(next);
    void storage.setItem(KEY, next);
  }, []);
  return { param, remember };
}
