/** the shop's two languages, as the formatters know them */
export type Lang = 'ka' | 'en';
