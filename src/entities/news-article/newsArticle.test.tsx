import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { renderEntityHook } from '@/test/entityStore';
import { renderWithProviders } from '@/test/renderWithProviders';
import { apiBase, server } from '@/test/msw';
import { NewsGrid, newsDate, useNewsArticle, useNewsPage, type News } from '.';

const article = (slug: string, extra: object = {}) => ({
  id: 1,
  slug,
  img: null,
  updated_at: '2026-03-05T10:00:00Z',
  translations: [{ title: `Title of ${slug}`, text: '<p>text</p>' }],
  ...extra,
});

describe('the news', () => {
  it('reads a later page of articles, dropping those without an address', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${apiBase}/api/news`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({
          data: { data: [article('comet'), { id: 2 }], current_page: '2', last_page: 3 },
        });
      }),
    );
    const { result } = renderEntityHook(() => useNewsPage(2));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(url?.searchParams.get('page')).toBe('2');
    expect(result.current.data).toEqual({
      items: [
        {
          id: 1,
          slug: 'comet',
          img: null,
          updatedAt: '2026-03-05T10:00:00Z',
          title: 'Title of comet',
          text: '<p>text</p>',
        },
      ],
      page: 2,
      lastPage: 3,
    });
  });

  it('reads one article, and none for a body without one', async () => {
    server.use(
      http.get(`${apiBase}/api/news/:slug`, ({ params }) =>
        HttpResponse.json({ data: params.slug === 'comet' ? article('comet') : null }),
      ),
    );
    const found = renderEntityHook(() => useNewsArticle('comet'));
    const missing = renderEntityHook(() => useNewsArticle('gone'));
    await waitFor(() => expect(found.result.current.data?.title).toBe('Title of comet'));
    await waitFor(() => expect(missing.result.current.isSuccess).toBe(true));
    expect(missing.result.current.data).toBeNull();
  });

  it('dates an article in the page language, and not at all without a readable date', () => {
    expect(newsDate({ updatedAt: '2026-03-05T10:00:00Z' }, 'en')).toMatch(/2026/);
    expect(newsDate({ updatedAt: 'yesterday' }, 'en')).toBeNull();
    expect(newsDate({ updatedAt: null }, 'ka')).toBeNull();
  });

  it('shows each article’s title in the grid, and placeholders while there are none', async () => {
    const items: News[] = [
      { id: 1, slug: 'comet', img: null, updatedAt: null, title: 'A comet', text: null },
      { id: 2, slug: 'eclipse', img: null, updatedAt: null, title: 'An eclipse', text: null },
    ];
    const { unmount } = await renderWithProviders(<NewsGrid items={items} headingLevel="h2" />, { path: '/en' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'A comet',
      'An eclipse',
    ]);
    unmount();
    await renderWithProviders(<NewsGrid items={undefined} placeholders={2} />, { path: '/en' });
    expect(screen.getAllByTestId('news-skeleton')).toHaveLength(2);
  });
});
