import type { Reducer, Slice } from '@reduxjs/toolkit';

/** What the app's root reducer (RTK's combineSlices) offers the slices that come with a page's code. */
interface LazySliceRoot {
  inject(slice: { reducerPath: string; reducer: Reducer }): unknown;
}

let root: LazySliceRoot | undefined;

/** The app hands its root reducer over once, when its store module loads (before any page renders). */
export function provideLazySlices(rootReducer: LazySliceRoot) {
  root = rootReducer;
}

/**
 * Adds a slice that only some pages need to the store the first time one of them renders: its code stays
 * out of the first page's script, and from then on it is in the store (and Redux DevTools) like any other.
 * Injecting it again is a no-op.
 */
export function injectSlice(slice: Slice) {
  if (!root) throw new Error('no store to inject into: the app provides its root reducer (provideLazySlices)');
  root.inject(slice);
}
