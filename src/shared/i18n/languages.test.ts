import { detectLanguage, langFromPath, switchLanguagePath } from './languages';

describe('language detection', () => {
  it('takes the language from the path first', () => {
    expect(detectLanguage('/en/cart', ['ka-GE'])).toBe('en');
    expect(detectLanguage('/ka/cart', ['en-US'])).toBe('ka');
  });

  it('falls back to the browser, then to ka', () => {
    expect(detectLanguage('/', ['de-DE', 'en-GB'])).toBe('en');
    expect(detectLanguage('/fr/x', ['de-DE'])).toBe('ka');
  });

  it('knows only ka and en as path languages', () => {
    expect(langFromPath('/en')).toBe('en');
    expect(langFromPath('/english/x')).toBeUndefined();
  });
});

describe('switching language', () => {
  it('keeps the path and the query', () => {
    expect(switchLanguagePath('/ka/products/refractors', '?sort=name-asc&page=2', 'en')).toBe(
      '/en/products/refractors?sort=name-asc&page=2',
    );
    expect(switchLanguagePath('/en', '', 'ka')).toBe('/ka');
    expect(switchLanguagePath('/en/', '', 'ka')).toBe('/ka');
  });
});
