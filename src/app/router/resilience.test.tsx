import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { apiBase, server } from '@/test/msw';
import { renderApp } from '@/test/renderWithProviders';

// A page that throws while rendering, to prove the route's error boundary (see the last test).
jest.mock('@/pages/info/faq', () => {
  const { faqRoute } = jest.requireActual<typeof import('@/pages/info/faq')>('@/pages/info/faq');
  const FaqPage = () => {
    throw new Error('a page that cannot render');
  };
  return { faqRoute: { ...faqRoute, page: () => Promise.resolve(FaqPage) } };
});

/** answers of the wrong shape: every field a page might read is missing, null, or of another type */
const GARBAGE: JsonBodyType[] = [
  { data: 'not an object' },
  { data: { data: [{ id: {}, translations: null, price: 'free', stocks: 7 }], total: 'many', last_page: null } },
  { data: [], category: 42 },
  [],
  'a string',
  { data: { translations: [{}] } },
  { data: { data: [null, 1, 'x'], current_page: -1 }, products: null, total_price: {} },
  null,
];

type Failure = 'garbage' | 'empty' | 'error 500' | 'never answers';

function answerEveryCall(failure: Failure) {
  let call = 0;
  server.use(
    http.all(`${apiBase}/*`, async () => {
      switch (failure) {
        case 'garbage':
          return HttpResponse.json(GARBAGE[call++ % GARBAGE.length]);
        case 'empty':
          return HttpResponse.json({ data: { data: [], total: 0 } });
        case 'error 500':
          return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
        case 'never answers':
          await delay('infinite');
          return HttpResponse.json({});
      }
    }),
  );
}

/** lets queries settle, so a crash from an answer would have happened */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

const PAGE_ERROR = /Something went wrong on this page|ამ გვერდზე რაღაც შეცდომა მოხდა/;
const ROUTES = [
  '/en',
  '/en/products/telescopes',
  '/en/product/some-telescope',
  '/en/news',
  '/en/news/some-article',
  '/en/cart',
  '/ka/search?keyword=x',
];
const FAILURES: Failure[] = ['garbage', 'empty', 'error 500', 'never answers'];

describe('a page whose API answers badly', () => {
  beforeEach(() => {
    // a cart with products, so the cart page asks the server about them
    window.localStorage.setItem(
      'cart',
      JSON.stringify({ products: { 1: 2, 5: 1 }, promo: null, paymethod: 'BOG_CARD', comment: '' }),
    );
  });

  it.each(ROUTES.flatMap((route) => FAILURES.map((failure) => [route, failure] as const)))(
    '%s still shows the shop around it (%s)',
    async (route, failure) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      answerEveryCall(failure);
      await renderApp(route);
      await settle();
      // a server error is a failed load, logged as every one is; a strange answer is read, not logged
      if (failure === 'error 500') {
        expect(error).toHaveBeenCalledWith('Get data failed: ', expect.objectContaining({ status: 500 }));
      } else {
        expect(error).not.toHaveBeenCalled();
      }
      expect(screen.getByRole('main')).toBeInTheDocument();
      // the page fell back to its own empty states rather than to the route's error message
      expect(screen.queryByRole('heading', { name: PAGE_ERROR })).toBeNull();
      // the header and footer still lead somewhere: the shop is usable, not merely drawn
      expect(within(screen.getByRole('banner')).getAllByRole('link').length).toBeGreaterThan(1);
      expect(within(screen.getByRole('contentinfo')).getAllByRole('link').length).toBeGreaterThan(1);
    },
  );
});

describe('a page that fails to render', () => {
  it('is replaced by a translated message, and the header still leads elsewhere', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerEveryCall('empty');
    const { router } = await renderApp('/ka/faq');
    expect(await screen.findByRole('heading', { name: 'ამ გვერდზე რაღაც შეცდომა მოხდა' })).toBeInTheDocument();
    expect(error.mock.calls.flat()).toContainEqual(expect.objectContaining({ message: 'a page that cannot render' }));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'მთავარი' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ka'));
    // the router commits the next page in a transition
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'ამ გვერდზე რაღაც შეცდომა მოხდა' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('speaks English on an English page', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerEveryCall('empty');
    await renderApp('/en/faq');
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(error.mock.calls.flat()).toContainEqual(expect.objectContaining({ message: 'a page that cannot render' }));
  });
});
