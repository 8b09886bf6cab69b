import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { localStorageKey } from '@/shared/lib';
import { injectSlice } from '@/shared/model';
import { parseTelescopeChoice } from './instrument';

// The shopper's telescope, remembered in this browser so the next accessory list offers it. Kept by the
// storage the cart and session use (one key, its own format: the telescope as `fits` names it, our bare
// slug, ref:<slug> or own:<figures>).
const KEY = 'astroshop.telescope';
// anything else under the key (edited, corrupted, another site's) is no telescope
const storage = localStorageKey<string>({
  read: (raw) => (parseTelescopeChoice(raw) ? raw : undefined),
  write: (param) => param,
});

/**
 * The remembered telescope in the store (Redux DevTools shows it), injected the first time a page that
 * offers it renders: the lists that fit a telescope, a product's "what you will see", the observe page.
 * None of it is in the first page's script; the server renders none and the browser's shows after hydration.
 */
const rememberedTelescopeSlice = createSlice({
  name: 'rememberedTelescope',
  initialState: { param: null as string | null },
  reducers: {
    telescopeRemembered(state, action: PayloadAction<string | null>) {
      state.param = action.payload;
    },
  },
});
const { telescopeRemembered } = rememberedTelescopeSlice.actions;

// until the slice is injected (a server render) there is none
const selectParam = (state: { rememberedTelescope?: { param: string | null } }) =>
  state.rememberedTelescope?.param ?? null;

/**
 * The remembered telescope as `fits` names it (null until read, and when there is none) and `remember` to
 * keep another. Read after the first render, so a hydrated page starts as the server drew it; another
 * tab's choice follows.
 */
export function useMyTelescope() {
  injectSlice(rememberedTelescopeSlice);
  const dispatch = useDispatch();
  const param = useSelector(selectParam);
  useEffect(() => {
    let current = true;
    const read = () =>
      void (storage.getItem(KEY) as Promise<string | undefined>).then((stored) => {
        if (current) dispatch(telescopeRemembered(stored ?? null));
      });
    read();
    addEventListener('storage', read);
    return () => {
      current = false;
      removeEventListener('storage', read);
    };
  }, [dispatch]);
  const remember = useCallback(
    (next: string) => {
      dispatch(telescopeRemembered(next));
      void storage.setItem(KEY, next);
    },
    [dispatch],
  );
  return { param, remember };
}
