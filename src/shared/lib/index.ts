export { formatPrice, toAmount } from './price';
export { localStorageKey, parseJson } from './storage';
