export { languages, defaultLanguage, isLang, langFromPath, switchLanguagePath } from './languages';
export type { Lang } from './languages';
export { initI18n, i18n, namespaces } from './i18n';
export { useLang } from './useLang';
