import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '@/test/renderWithProviders';
import { Toasts } from '@/shared/ui';
import { OfferEnglish } from './index';

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output aria-label="path">{pathname + search}</output>;
}

const browserLanguages = (languages: string[]) =>
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);

async function visit(path: string) {
  return renderWithProviders(
    <>
      <Toasts />
      <OfferEnglish />
      <WhereAmI />
    </>,
    { path },
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('offering English to an English-speaking browser', () => {
  it('offers the Georgian page in English once, in English, and switches to it on the same page', async () => {
    browserLanguages(['en-US', 'en']);
    await visit('/ka/products/telescopes?sort=price-asc');
    expect(await screen.findByText('This shop is in English too.')).toBeInTheDocument();
    // nothing was redirected: the shopper stays where they landed until they choose
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/ka/products/telescopes?sort=price-asc');
    await userEvent.click(screen.getByRole('link', { name: 'Switch to English' }));
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/en/products/telescopes?sort=price-asc');
  });

  it('does not offer it again on the next visit', async () => {
    browserLanguages(['en-GB']);
    const first = await visit('/ka');
    await screen.findByText('This shop is in English too.');
    first.unmount();
    await visit('/ka/about');
    // a toast comes a frame after it is raised: give it the time it would take
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('This shop is in English too.')).not.toBeInTheDocument();
  });

  it.each([
    ['a Georgian browser', ['ka-GE', 'en-US'], '/ka'],
    ['a Russian browser with Georgian before English', ['ru', 'ka', 'en'], '/ka'],
    ['an English page', ['en-US'], '/en'],
  ])('says nothing to %s', async (_who, languages, path) => {
    browserLanguages(languages);
    await visit(path);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('This shop is in English too.')).not.toBeInTheDocument();
    expect(localStorage.getItem('astroshop.english-offered')).toBeNull();
  });
});
