import type { Storage as PersistStorage } from 'redux-persist';

/**
 * A redux-persist storage that keeps one slice in one localStorage key, in the key's own format
 * (not redux-persist's "persist:" envelope), so values written by the old site still load.
 * `read` turns the raw value into the slice's state, or undefined when it is missing, corrupted or
 * foreign (the slice then starts empty); `write` gives the raw value, or null to remove the key.
 * Use with `keyPrefix: ''`, `serialize: false` and `deserialize: false`.
 */
export function localStorageKey<T>(codec: {
  read: (raw: string) => T | undefined;
  write: (state: T) => string | null;
}): PersistStorage {
  return {
    getItem: async (key: string) => {
      const raw = safeLocalStorage()?.getItem(key);
      return raw == null ? undefined : codec.read(raw);
    },
    setItem: async (key: string, state: T) => {
      const raw = codec.write(state);
      const storage = safeLocalStorage();
      try {
        if (raw === null) storage?.removeItem(key);
        else storage?.setItem(key, raw);
      } catch {
        // a full quota: keep the state in memory rather than break the page
      }
    },
    removeItem: async (key: string) => {
      safeLocalStorage()?.removeItem(key);
    },
  };
}

// Private browsing modes and blocked cookies make localStorage throw on access: the shop still
// works, it just forgets.
function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** JSON.parse that answers undefined instead of throwing. */
export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
