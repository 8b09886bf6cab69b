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
          imgAlt: '',
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

  it('reads what an article’s picture shows in the page’s language', async () => {
    server.use(
      http.get(`${apiBase}/api/news/:slug`, () =>
        HttpResponse.json({
          data: article('comet', {
            img: 'comet-1a2b.jpg',
            translations: [{ title: 'Comet', text: '', img_alt: 'The comet over Kazbegi' }],
          }),
        }),
      ),
    );
    const found = renderEntityHook(() => useNewsArticle('comet'));
    await waitFor(() => expect(found.result.current.data?.imgAlt).toBe('The comet over Kazbegi'));
  });

  it('shows each article’s title and picture in the grid, the night sky where it has none, and placeholders while there are none', async () => {
    const items: News[] = [
      {
        id: 1,
        slug: 'comet',
        img: 'comet-1a2b.jpg',
        imgAlt: 'The comet',
        updatedAt: null,
        title: 'A comet',
        text: null,
      },
      { id: 2, slug: 'eclipse', img: null, imgAlt: '', updatedAt: null, title: 'An eclipse', text: null },
    ];
    const { unmount } = await renderWithProviders(<NewsGrid items={items} headingLevel="h2" />, { path: '/en' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'A comet',
      'An eclipse',
    ]);
    expect(screen.getByRole('img', { name: 'The comet' }).getAttribute('src')).toMatch(
      /\/storage\/uploads\/news\/thumbs\/large_comet-1a2b\.jpg$/,
    );
    expect(screen.getAllByTestId('no-picture')).toHaveLength(1);
    unmount();
    await renderWithProviders(<NewsGrid items={undefined} placeholders={2} />, { path: '/en' });
    expect(screen.getAllByTestId('news-skeleton')).toHaveLength(2);
  });
});
