// The operator's token, in sessionStorage: it ends with the tab, is not shared with other tabs, and stays
// apart from the shop's own keys in localStorage (a shopper's session on the same browser is untouched).
const TOKEN_KEY = 'astroshop.admin.token';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the operator signs in again on every load
  }
}

export const session = {
  token: (): string | null => storage()?.getItem(TOKEN_KEY) ?? null,
  start: (token: string) => storage()?.setItem(TOKEN_KEY, token),
  end: () => storage()?.removeItem(TOKEN_KEY),
};
