export { injectSlice, provideLazySlices } from './lazySlices';
