import { useEffect, useState } from 'react';

/**
 * A query argument that follows changes only after they have settled for `delayMs` (the spec's
 * fetch delays), while the first value is used at once: the first load is never delayed.
 * Arguments are compared by content, so a fresh object with the same values is no change.
 */
export function useSettledArg<T>(arg: T, delayMs: number): T {
  const key = JSON.stringify(arg);
  const [settled, setSettled] = useState({ key, arg });
  useEffect(() => {
    if (key === settled.key) return undefined;
    const timer = setTimeout(() => setSettled({ key, arg }), delayMs);
    return () => clearTimeout(timer);
    // `arg` is represented by `key`: depending on it would restart the timer on every render
  }, [key, settled.key, delayMs]);
  return settled.arg;
}
