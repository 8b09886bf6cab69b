import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiBase, server } from '@/test/msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { readShopSettings } from './model/shopSettings';
import { TestModeBanner } from './ui/TestModeBanner';

const settings = (answer: Response) => server.use(http.get(`${apiBase}/api/settings`, () => answer));

describe('the test mode banner', () => {
  it.each([
    ['/en', 'Test mode: no real payments'],
    ['/ka', 'სატესტო რეჟიმი: რეალური გადახდები არ ხდება'],
  ])('says at %s that no payment is real while the server plays a bank', async (path, text) => {
    settings(HttpResponse.json({ paymethods: ['BOG_CARD'], test_mode: true }));
    await renderWithProviders(<TestModeBanner />, { path });
    expect(await screen.findByTestId('test-mode')).toHaveTextContent(text);
  });

  it.each([
    ['a live server', HttpResponse.json({ paymethods: ['BOG_CARD'], test_mode: false })],
    ['a server of the contract (404)', HttpResponse.json({ message: 'Not found.' }, { status: 404 })],
    ['a server that fails', new HttpResponse('oops', { status: 500 })],
  ])('is absent for %s', async (_server, answer) => {
    settings(answer);
    const { store } = await renderWithProviders(<TestModeBanner />, { path: '/en' });
    // answered (a failure too: it says nothing, and is no failed load)
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toEqual(['fulfilled']),
    );
    expect(screen.queryByTestId('test-mode')).toBeNull();
  });
});

describe('reading the settings', () => {
  it('keeps the methods named, and says nothing of what is not there', () => {
    expect(
      readShopSettings({
        paymethods: ['BOG_CARD', 7, ''],
        test_mode: true,
        bog_sdk_url: 'https://webstatic.bog.ge/bog-sdk/bog-sdk.js?version=2',
      }),
    ).toEqual({
      paymethods: ['BOG_CARD', '7'],
      testMode: true,
      bogSdkUrl: 'https://webstatic.bog.ge/bog-sdk/bog-sdk.js?version=2',
    });
    expect(readShopSettings({ data: [], bog_sdk_url: 'javascript:alert(1)' })).toEqual({
      paymethods: null,
      testMode: false,
      bogSdkUrl: null,
    });
  });
});
