import { formatPrice, toAmount } from './price';

describe('the price formatter', () => {
  it('writes lari with 2 decimals and the ₾ sign after the amount', () => {
    expect(formatPrice(1299.5, 'en')).toBe('1,299.50 ₾');
    expect(formatPrice(20, 'en')).toBe('20.00 ₾');
  });

  it('groups and separates digits the Georgian way on ka pages', () => {
    expect(formatPrice(1299.5, 'ka')).toBe('1299,50 ₾');
    expect(formatPrice(20000, 'ka').replace(/\s/g, ' ')).toBe('20 000,00 ₾');
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
