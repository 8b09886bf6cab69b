export { LanguageSwitch } from './ui/LanguageSwitch';
export { OfferEnglish } from './ui/OfferEnglish';
