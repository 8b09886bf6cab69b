import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiBase, server } from '@/test/msw';
import { Address } from '@/test/Address';
import { renderWithProviders } from '@/test/renderWithProviders';
import { SearchBox } from './SearchBox';

function serveSuggestions(asked: string[] = []) {
  server.use(
    http.get(`${apiBase}/api/categories`, () =>
      HttpResponse.json([{ id: 1, slug: 'telescopes', translations: [{ name: 'Telescopes' }], descendants: [] }]),
    ),
    http.get(`${apiBase}/api/search/suggest`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      if (q.startsWith('dob')) {
        return HttpResponse.json({
          products: [
            {
              slug: 'tetnuldi-8-dobsonian',
              img: 't8.webp',
              name: 'Tetnuldi 8" Dobsonian Telescope',
              price: 1890,
              discounted: null,
            },
          ],
          categories: [{ slug: 'dobsonian-telescopes', name: 'Dobsonian Telescopes' }],
          spellings: [],
        });
      }
      return HttpResponse.json({ products: [], categories: [], spellings: q === 'orbitq' ? ['orbita'] : [] });
    }),
  );
}

const render = (path = '/en') =>
  renderWithProviders(
    <>
      <SearchBox />
      <Address />
    </>,
    { path },
  );

jest.setTimeout(20_000);

describe('search suggestions', () => {
  it('suggests products and categories as an ARIA combobox, chosen with arrows and Enter', async () => {
    const asked: string[] = [];
    serveSuggestions(asked);
    await render();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'dobs');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Tetnuldi 8" Dobsonian Telescope.*1,890\.00 ₾/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Dobsonian Telescopes' })).toBeInTheDocument();
    // debounced: the keyword is asked for once typing pauses, not per letter
    expect(asked.length).toBeLessThan(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/en/products/dobsonian-telescopes');
  });

  it('closes on Escape, and Enter without a chosen suggestion searches the keyword', async () => {
    serveSuggestions();
    await render();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'dob');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/en/search?keyword=dob');
  });

  it('says so helpfully when nothing matches: a spelling to try, or categories to browse', async () => {
    serveSuggestions();
    await render();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'orbitq');
    const spelling = await screen.findByRole('button', { name: 'orbita' });
    expect(screen.getByText('Nothing matches “orbitq”.')).toBeInTheDocument();
    await userEvent.click(spelling);
    // the field with suggestions has taken over from the plain one the shopper started typing in
    const suggesting = screen.getByRole('combobox', { name: 'Search products' });
    expect(suggesting).toHaveValue('orbita');
    await userEvent.clear(suggesting);
    await userEvent.type(suggesting, 'zzzz');
    expect(await screen.findByRole('link', { name: 'Telescopes' })).toHaveAttribute('href', '/en/products/telescopes');
    expect(screen.getByText('Nothing matches “zzzz”.')).toBeInTheDocument();
  });

  it('starts as a plain field and hands what was typed, and the focus, to the suggestions when they arrive', async () => {
    serveSuggestions();
    await render();
    const plain = screen.getByRole('combobox', { name: 'Search products' });
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(plain, 'dobs');
    await screen.findByRole('listbox');
    const suggesting = screen.getByRole('combobox', { name: 'Search products' });
    expect(suggesting).not.toBe(plain);
    expect(suggesting).toHaveValue('dobs');
    expect(suggesting).toHaveFocus();
  });

  it('is a plain search box against a server without suggestions', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${apiBase}/api/search/suggest`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    );
    await render();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'dob');
    // the server's answer is in (its 404 is logged as a failed load): no suggestions come after it
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Get data failed: ', expect.objectContaining({ status: 404 })),
    );
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/Nothing matches/)).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/en/search?keyword=dob');
  });
});
