import { http, HttpResponse } from 'msw';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api';
import { apiBase, server } from '@/test/msw';
import { useCategories, useHomeCategories } from '..';

function wrapperAt(path: string) {
  const { store } = setupStore();
  return ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:locale/*" element={children} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
}

// Only the API cache: an entity's endpoints need nothing else (and a slice may not import the app).
const setupStore = () => ({
  store: configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  }),
});

describe('the category endpoints', () => {
  it('reads the category tree in the page language, tolerating odd fields', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get(`${apiBase}/api/categories`, ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json([
          {
            id: '1',
            slug: 'telescopes',
            image: null,
            translations: [{ name: 'Telescopes' }],
            descendants: [{ id: 2, slug: 'refractors', name: 'Refractors' }, { name: 'no slug' }],
            colour: 'extra field',
          },
          { id: 3, slug: 'mounts' },
          'junk',
        ]);
      }),
    );
    const { result } = renderHook(() => useCategories(), { wrapper: wrapperAt('/en/products/telescopes') });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(languages).toEqual(['en']);
    expect(result.current.data).toEqual([
      {
        id: 1,
        slug: 'telescopes',
        name: 'Telescopes',
        image: null,
        descendants: [{ id: 2, slug: 'refractors', name: 'Refractors' }],
      },
      { id: 3, slug: 'mounts', name: null, image: null, descendants: [] },
    ]);
  });

  it('shows at most 8 home categories from data', async () => {
    const many = Array.from({ length: 10 }, (_, index) => ({
      id: index + 1,
      slug: `c${index}`,
      translations: [{ name: `C${index}` }],
    }));
    server.use(http.get(`${apiBase}/api/categories/home`, () => HttpResponse.json({ data: many })));
    const { result } = renderHook(() => useHomeCategories(), { wrapper: wrapperAt('/ka') });
    await waitFor(() => expect(result.current.data).toHaveLength(8));
  });

  it('gives no data when the load fails (the app store logs it: shared/api failedLoads)', async () => {
    server.use(http.get(`${apiBase}/api/categories`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { result } = renderHook(() => useCategories(), { wrapper: wrapperAt('/ka') });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
  });
});
