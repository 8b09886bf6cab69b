import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { renderEntityHook } from '@/test/entityStore';
import { apiBase, server } from '@/test/msw';
import { useCategories, useHomeCategories } from '..';

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
    const { result } = renderEntityHook(() => useCategories(), { path: '/en/products/telescopes' });
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
    const { result } = renderEntityHook(() => useHomeCategories(), { path: '/ka' });
    await waitFor(() => expect(result.current.data).toHaveLength(8));
  });

  it('gives no data when the load fails (the app store logs it: shared/api failedLoads)', async () => {
    server.use(http.get(`${apiBase}/api/categories`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { result } = renderEntityHook(() => useCategories(), { path: '/ka' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
  });
});
