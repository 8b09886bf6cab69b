import { formatCount, formatPrice, toAmount } from './price';

describe('the price formatter', () => {
  it('writes lari with 2 decimals and the ₾ sign after the amount', () => {
    expect(formatPrice(1299.5, 'en')).toBe('1,299.50 ₾');
    expect(formatPrice(20, 'en')).toBe('20.00 ₾');
  });

  it('groups and separates digits the Georgian way on ka pages', () => {
    expect(formatPrice(1299.5, 'ka')).toBe('1299,50 ₾');
    expect(formatPrice(20000, 'ka').replace(/\s/g, ' ')).toBe('20 000,00 ₾');
  });

  it('writes what Intl writes where it has the language’s data, without asking Intl (browsers may lack Georgian)', () => {
    const values = [0, 5, 999.99, 1000, 1090, 12345.5, 20000, 123456.78, 1234567.5];
    const intl = (locale: string) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const expected = values.map((value) => [`${intl('ka-GE').format(value)} ₾`, `${intl('en-US').format(value)} ₾`]);
    const spy = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(values.map((value) => [formatPrice(value, 'ka'), formatPrice(value, 'en')])).toEqual(expected);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('writes a discount as a negative amount', () => {
    expect(formatPrice(-50, 'en')).toBe('−50.00 ₾');
  });
});

describe('reading money from the API', () => {
  it('accepts numbers and numeric strings', () => {
    expect(toAmount(1299.5)).toBe(1299.5);
    expect(toAmount('1299.50')).toBe(1299.5);
  });

  it.each([null, undefined, '', 'abc', {}, Number.NaN])('answers null for %p', (value) => {
    expect(toAmount(value)).toBeNull();
  });
});

describe('the count formatter', () => {
  it('groups whole numbers as each language does, as Intl does where it has the data', () => {
    expect(formatCount(1234, 'ka')).toBe('1234');
    expect(formatCount(12500, 'ka')).toBe('12\u00a0500');
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(7, 'en')).toBe('7');
    for (const value of [7, 1234, 12500, 1234567])
      expect(formatCount(value, 'ka')).toBe(new Intl.NumberFormat('ka-GE').format(value).replace(/\s/g, '\u00a0'));
  });
});
