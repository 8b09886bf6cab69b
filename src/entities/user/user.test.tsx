import { http, HttpResponse } from 'msw';
import { act, waitFor } from '@testing-library/react';
import { renderEntityHook } from '@/test/entityStore';
import { apiBase, server } from '@/test/msw';
import { useCurrentUser, useUpdateUserMutation } from '.';

describe('the signed-in customer', () => {
  it('reads the customer in the page language, tolerating odd fields', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get(`${apiBase}/api/user`, ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json({ id: '7', fname: 'Nino', lname: null, phone: 599112233, email: 'nino@astro.ge' });
      }),
    );
    const { result } = renderEntityHook(useCurrentUser, { path: '/ka/profile', token: 'token-1' });
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current).toEqual({
      id: 7,
      fname: 'Nino',
      lname: '',
      phone: '599112233',
      email: 'nino@astro.ge',
      pid: '',
    });
    expect(languages).toEqual(['ka']);
  });

  it('is nobody while signed out, without asking the server', () => {
    const { result, store } = renderEntityHook(useCurrentUser);
    expect(result.current).toBeUndefined();
    // the query is skipped, not started: the API cache holds no request
    expect(store.getState().api.queries).toEqual({});
  });

  it('is nobody when the answer has no usable id', async () => {
    let asked = false;
    server.use(
      http.get(`${apiBase}/api/user`, () => {
        asked = true;
        return HttpResponse.json({ fname: 'Nino' });
      }),
    );
    const { result, store } = renderEntityHook(useCurrentUser, { token: 'token-1' });
    await waitFor(() => expect(Object.values(store.getState().api.queries)[0]?.status).toBe('fulfilled'));
    expect(asked).toBe(true);
    expect(result.current).toBeUndefined();
  });

  it('sends a profile change with the form state the spec expects', async () => {
    let body: unknown;
    server.use(
      http.post(`${apiBase}/api/user/7/update`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const { result } = renderEntityHook(() => useUpdateUserMutation(), { token: 'token-1' });
    const changes = {
      fname: 'Nino',
      lname: 'B',
      phone: '599',
      email: 'n@a.ge',
      pid: '',
      password: '',
      repeat_password: '',
    };
    await act(() => result.current[0]({ lang: 'en', id: 7, changes }).unwrap());
    expect(body).toEqual({ loading: true, ...changes });
  });
});
