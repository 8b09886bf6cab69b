export { LanguageSwitch } from './ui/LanguageSwitch';
