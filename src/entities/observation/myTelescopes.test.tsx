import { http, HttpResponse } from 'msw';
import { act, waitFor } from '@testing-library/react';
import { renderEntityHook } from '@/test/entityStore';
import { apiBase, server } from '@/test/msw';
import { useForgetTelescopeMutation, useMyTelescopes } from '.';

const url = `${apiBase}/api/user/telescopes`;

describe("the shopper's kept telescopes", () => {
  it('reads each as an address names it, skipping what this storefront cannot name', async () => {
    server.use(
      http.get(url, () =>
        HttpResponse.json({
          data: [
            {
              id: 1,
              kind: 'ours',
              slug: 'tetnuldi-8-dobsonian',
              name: 'Tetnuldi 8" Dobsonian',
              aperture_mm: 203,
              focal_length_mm: 1200,
              focuser: 2,
            },
            {
              id: 2,
              kind: 'ref',
              slug: 'celestron-nexstar-8se',
              name: 'Celestron NexStar 8SE',
              aperture_mm: '203',
              focal_length_mm: 2032,
              focuser: '1.25',
            },
            {
              id: 3,
              kind: 'own',
              slug: null,
              name: 'My refractor',
              aperture_mm: 90,
              focal_length_mm: 900,
              focuser: '1.25',
            },
            {
              id: 4,
              kind: 'own',
              slug: null,
              name: 'Out of reason',
              aperture_mm: 5,
              focal_length_mm: 900,
              focuser: '1.25',
            },
            { id: 5, kind: 'moon', slug: 'x', aperture_mm: 90, focal_length_mm: 900 },
            { id: '6', kind: 'ours', slug: 'orbita' },
            'junk',
          ],
        }),
      ),
    );
    const { result } = renderEntityHook(() => useMyTelescopes(), { token: 'token-1' });
    await waitFor(() => expect(result.current).toBeTruthy());
    expect(result.current).toEqual([
      {
        id: 1,
        param: 'tetnuldi-8-dobsonian',
        name: 'Tetnuldi 8" Dobsonian',
        apertureMm: 203,
        focalLengthMm: 1200,
        focuser: 2,
      },
      {
        id: 2,
        param: 'ref:celestron-nexstar-8se',
        name: 'Celestron NexStar 8SE',
        apertureMm: 203,
        focalLengthMm: 2032,
        focuser: 1.25,
      },
      { id: 3, param: 'own:90,900,1.25', name: 'My refractor', apertureMm: 90, focalLengthMm: 900, focuser: 1.25 },
    ]);
  });

  it('is none while signed out, and none from a server that keeps no telescopes (404)', async () => {
    let asked = 0;
    server.use(
      http.get(url, () => {
        asked += 1;
        return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      }),
    );
    expect(renderEntityHook(() => useMyTelescopes()).result.current).toBeNull();
    expect(asked).toBe(0);
    const { result } = renderEntityHook(() => useMyTelescopes(), { token: 'token-1' });
    expect(result.current).toBeUndefined(); // asking
    await waitFor(() => expect(result.current).toBeNull());
    expect(asked).toBe(1);
  });

  it('forgets one by its id, and reads the list again', async () => {
    const kept = [
      { id: 9, kind: 'own', slug: null, name: 'Mine', aperture_mm: 90, focal_length_mm: 900, focuser: '2' },
    ];
    const removed: string[] = [];
    server.use(
      http.get(url, () => HttpResponse.json({ data: kept })),
      http.delete(`${url}/:id`, ({ params }) => {
        removed.push(String(params.id));
        kept.length = 0;
        return HttpResponse.json({ status: 'ok', data: [] });
      }),
    );
    const { result } = renderEntityHook(() => ({ kept: useMyTelescopes(), forget: useForgetTelescopeMutation()[0] }), {
      token: 'token-1',
    });
    await waitFor(() => expect(result.current.kept).toHaveLength(1));
    await act(() => result.current.forget({ lang: 'en', id: 9 }).unwrap());
    expect(removed).toEqual(['9']);
    await waitFor(() => expect(result.current.kept).toEqual([]));
  });
});
