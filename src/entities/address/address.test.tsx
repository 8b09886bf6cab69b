import { http, HttpResponse } from 'msw';
import { act, waitFor } from '@testing-library/react';
import { renderEntityHook } from '@/test/entityStore';
import { apiBase, server } from '@/test/msw';
import { addressLine, emptyAddress, useAddAddressMutation, useAddressBook } from '.';

describe('the address book', () => {
  it('reads the signed-in shopper’s addresses, leaving out those without a street', async () => {
    server.use(
      http.get(`${apiBase}/api/users/me/addresses`, () =>
        HttpResponse.json({
          data: [
            { id: '3', label: 'Home', region: 'tbilisi', street: 'Rustaveli 1', last_used: true, phone: null },
            { id: 4, street: '' },
            'junk',
          ],
        }),
      ),
    );
    const { result } = renderEntityHook(() => useAddressBook(), { token: 'token-1' });
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current).toEqual([
      {
        id: 3,
        label: 'Home',
        region: 'tbilisi',
        city: '',
        street: 'Rustaveli 1',
        apartment: '',
        notes: '',
        phone: '',
        lastUsed: true,
      },
    ]);
  });

  it('is empty while signed out, when not wanted, or when it cannot be read', async () => {
    expect(renderEntityHook(() => useAddressBook()).result.current).toEqual([]);
    expect(renderEntityHook(() => useAddressBook(false), { token: 'token-1' }).result.current).toEqual([]);
    server.use(http.get(`${apiBase}/api/users/me/addresses`, () => new HttpResponse(null, { status: 500 })));
    const failed = renderEntityHook(() => useAddressBook(), { token: 'token-1' });
    expect(failed.result.current).toBeUndefined(); // loading
    await waitFor(() => expect(failed.result.current).toEqual([]));
  });

  it('sends a new address without its empty parts, trimmed', async () => {
    let body: unknown;
    server.use(
      http.post(`${apiBase}/api/users/me/addresses`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { id: 5 } }, { status: 201 });
      }),
    );
    const { result } = renderEntityHook(() => useAddAddressMutation(), { token: 'token-1' });
    const address = {
      ...emptyAddress,
      region: 'imereti',
      city: ' Kutaisi ',
      street: 'Tsereteli 5',
      phone: '599112233',
    };
    await act(() => result.current[0]({ lang: 'en', address }).unwrap());
    expect(body).toEqual({ region: 'imereti', city: 'Kutaisi', street: 'Tsereteli 5', phone: '599112233' });
  });

  it('writes an address as one line, the region standing in for a missing town', () => {
    expect(addressLine({ city: 'Kutaisi', street: 'Tsereteli 5', apartment: '12' })).toBe('Kutaisi, Tsereteli 5, 12');
    expect(addressLine({ city: '', street: 'Rustaveli 1', apartment: '' }, 'Tbilisi')).toBe('Tbilisi, Rustaveli 1');
  });
});
