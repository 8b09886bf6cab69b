import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in shopper's bearer token (localStorage.token); the user itself is server state. */
export interface SessionState {
  token: string | null;
}

const signedOutState: SessionState = { token: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOutState,
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    signedOut(state) {
      state.token = null;
    },
  },
  selectors: {
    selectToken: (session) => session.token,
    selectIsSignedIn: (session) => session.token !== null,
    /**
     * Whether the stored token has been read: until then (a server render, a page hydrating) nobody
     * can tell a signed-in shopper from a guest. redux-persist marks the slice when it has read it.
     */
    selectSessionKnown: (session) => (session as { _persist?: { rehydrated: boolean } })._persist?.rehydrated === true,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectToken, selectIsSignedIn, selectSessionKnown } = sessionSlice.selectors;

/**
 * Reads localStorage.token: the raw token string. A bearer token is RFC 6750's token68 (plus the
 * "id|secret" form some servers issue); anything else (garbage, a JSON blob from another site)
 * means signed out.
 */
export function readStoredToken(raw: string): SessionState | undefined {
  return /^[A-Za-z0-9\-._~+/|]{1,2048}=*$/.test(raw) ? { token: raw } : undefined;
}

export function writeStoredToken(session: SessionState): string | null {
  return session.token;
}
