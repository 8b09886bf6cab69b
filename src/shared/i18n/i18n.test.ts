import { i18n, initI18n } from './i18n';

describe('the interface language', () => {
  it("of a page the server rendered is the language of its translations, not the browser's (a path without a language)", async () => {
    const ka = { common: { not_found: '404 გვერდი ვერ მოიძებნა' }, account: {} };
    await initI18n('/nowhere', ['en-US', 'en'], { ka });
    expect(i18n.language).toBe('ka');
    expect(i18n.t('not_found')).toBe('404 გვერდი ვერ მოიძებნა');
  });
});
