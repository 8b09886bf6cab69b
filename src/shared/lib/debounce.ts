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
    // the argument is read back from its key: depending on `arg` itself would restart the timer on every render
    const timer = setTimeout(() => setSettled({ key, arg: JSON.parse(key) as T }), delayMs);
    return () => clearTimeout(timer);
  }, [key, settled.key, delayMs]);
  return settled.arg;
}
