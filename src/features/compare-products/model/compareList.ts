import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectSlice } from '@/shared/model';
import { COMPARE_LIMIT } from './compareAddress';

const KEY = 'astroshop.compare';
const NONE: readonly string[] = [];

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage denied (a privacy setting): the list lives as long as the page
  }
}

/** the slugs kept, read tolerantly: anything but a list of strings is an empty list */
function readStored(): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter((slug): slug is string => typeof slug === 'string').slice(-COMPARE_LIMIT);
  } catch {
    return []; // a corrupted value: start again
  }
}

function writeStored(slugs: readonly string[]) {
  try {
    storage()?.setItem(KEY, JSON.stringify(slugs));
  } catch {
    // a full quota: the list lives as long as the page
  }
}

/** The products picked to compare, as this browser keeps them (read from localStorage after hydration). */
const compareSlice = createSlice({
  name: 'compare',
  initialState: { slugs: [] as string[] },
  reducers: {
    compareListRead(state, action: PayloadAction<string[]>) {
      state.slugs = action.payload;
    },
  },
});
const { compareListRead } = compareSlice.actions;

// until the slice is injected (a page without the toggle, a server render) the list is empty
const selectSlugs = (state: { compare?: { slugs: readonly string[] } }) => state.compare?.slugs ?? NONE;

/**
 * The products the shopper picked to compare, kept in this browser (localStorage) across pages, visits
 * and tabs. Its slice is injected into the store when the product page's code first renders it, so none
 * of it is in the first page's script; the server renders an empty list and the browser's shows after
 * hydration. The compare page itself reads its address (`?products=`), so a comparison is a link to share.
 */
export function useCompareList() {
  injectSlice(compareSlice);
  const dispatch = useDispatch();
  const slugs = useSelector(selectSlugs);
  useEffect(() => {
    const read = () => dispatch(compareListRead(readStored()));
    read();
    // another tab's change
    addEventListener('storage', read);
    return () => removeEventListener('storage', read);
  }, [dispatch]);
  return {
    slugs,
    has: (slug: string) => slugs.includes(slug),
    /** adding a fifth drops the first one picked */
    toggle: (slug: string) => {
      const next = slugs.includes(slug)
        ? slugs.filter((other) => other !== slug)
        : [...slugs, slug].slice(-COMPARE_LIMIT);
      writeStored(next);
      dispatch(compareListRead(next));
    },
  };
}
