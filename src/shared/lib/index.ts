export { formatPrice, toAmount } from './price';
export { localStorageKey, parseJson } from './storage';
export { uploadUrl } from './uploads';
export { fields, text, list, wholeNumber, firstTranslation } from './read';
export { useSettledArg } from './debounce';
export { logFailedLoad } from './loads';
export { useOnceTrue } from './useOnceTrue';
export { pageParam } from './pageParam';
export { preloadImage } from './preloadImage';
