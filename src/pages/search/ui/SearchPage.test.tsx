import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { SearchPage } from './SearchPage';

const render = (path: string) => renderWithProviders(<SearchPage />, { path, route: '/:locale/search' });

describe('the search page', () => {
  it('searches with the keyword of the address and shows a product grid', async () => {
    const keywords: (string | null)[] = [];
    server.use(
      http.get(`${apiBase}/api/products`, ({ request }) => {
        keywords.push(new URL(request.url).searchParams.get('keyword'));
        return HttpResponse.json({ data: { data: [{ id: 1, slug: 'dob-8', live_stock: 1, price: 900, translations: [{ name: 'Dobson 8' }] }], total: 1 } });
      }),
    );
    await render('/en/search?keyword=Dob%208');
    expect(await screen.findByRole('link', { name: 'Dobson 8' })).toBeInTheDocument();
    expect(keywords).toEqual(['Dob 8']);
    expect(screen.getByText(/found 1 products/)).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Dobson 8' }).closest('.MuiGrid-root') as HTMLElement;
    expect(card.className).toMatch(/grid-xs-6/);
    expect(card.className).toMatch(/grid-md-3/);
    expect(card.className).toMatch(/grid-lg-3/);
  });

  it('says nothing found when nothing matches', async () => {
    server.use(http.get(`${apiBase}/api/products`, () => HttpResponse.json({ data: { data: [], total: 0 } })));
    await render('/ka/search?keyword=zzz');
    expect(await screen.findByText('ვერაფერი მოიძებნა')).toBeInTheDocument();
  });
});
