import { normalizeContact, telHref } from './contact';

describe('reading the contact data', () => {
  it('splits the phone field at the pipe, the first number first', () => {
    const contact = normalizeContact({
      fb: 'https://facebook.com/astro',
      phone: '599 11 22 33|032 2 00 00 00',
      email: 'info@astro.ge',
      translations: [{ address: 'Tbilisi' }],
    });
    expect(contact).toEqual({
      fb: 'https://facebook.com/astro',
      instagram: null,
      phones: ['599 11 22 33', '032 2 00 00 00'],
      email: 'info@astro.ge',
      address: 'Tbilisi',
    });
  });

  it('answers empty fields for a strange body', () => {
    expect(normalizeContact('nope')).toEqual({ fb: null, instagram: null, phones: [], email: null, address: null });
  });

  it('dials the digits of a number', () => {
    expect(telHref('599 11 22 33')).toBe('tel:599112233');
  });
});
