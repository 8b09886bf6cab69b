import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiBase, server } from '@/test/msw';
import { Address } from '@/test/Address';
import { renderWithProviders } from '@/test/renderWithProviders';
import { NewsListPage } from './NewsListPage';

describe('the news list', () => {
  it('loads the page of the address and keeps the chosen page there', async () => {
    const pages: (string | null)[] = [];
    // the articles come once the skeletons have been seen
    let showArticles!: () => void;
    const skeletonsSeen = new Promise<void>((resolve) => (showArticles = resolve));
    server.use(
      http.get(`${apiBase}/api/news`, async ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        pages.push(page);
        await skeletonsSeen;
        return HttpResponse.json({
          data: {
            data: [
              {
                id: 1,
                slug: `article-${page ?? 1}`,
                updated_at: '2025-03-01T10:00:00Z',
                translations: [{ title: `Article on page ${page ?? 1}` }],
              },
            ],
            current_page: Number(page ?? 1),
            last_page: 3,
          },
        });
      }),
    );
    await renderWithProviders(
      <>
        <NewsListPage />
        <Address />
      </>,
      { path: '/en/news?page=2', route: '/:locale/news' },
    );
    expect(screen.getAllByTestId('news-skeleton').length).toBeGreaterThan(0);
    showArticles();
    expect(await screen.findByRole('link', { name: /Article on page 2/ })).toHaveAttribute(
      'href',
      '/en/news/article-2',
    );
    expect(screen.getByText('1 March 2025')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to page 3' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/en/news?page=3');
    expect(await screen.findByRole('link', { name: /Article on page 3/ })).toBeInTheDocument();
    expect(pages).toEqual(['2', '3']);
  });

  it('falls back to No title', async () => {
    server.use(http.get(`${apiBase}/api/news`, () => HttpResponse.json({ data: { data: [{ slug: 'untitled' }] } })));
    await renderWithProviders(<NewsListPage />, { path: '/en/news', route: '/:locale/news' });
    expect(await screen.findByRole('link', { name: 'No title' })).toBeInTheDocument();
  });
});
