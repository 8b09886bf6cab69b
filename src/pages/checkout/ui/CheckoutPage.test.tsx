import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { emptyCart, type CartState } from '@/entities/cart';
import { apiBase, server } from '@/test/msw';
import { Address } from '@/test/Address';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { BogSdk, LoanChoice } from '../lib/bogSdk';
import { providerPages } from '@/entities/order';
import { CheckoutPage } from './CheckoutPage';

const readyCart: CartState = { ...emptyCart, products: { '7': 2 }, promo: 'COMET50', comment: 'Vake, 599 11 22 33' };

function pricing() {
  server.use(
    http.post(`${apiBase}/api/cart`, () =>
      HttpResponse.json({ data: { total_quantity: 2, total_price: '1948.00', promo_discount: '50.00', products: [] } }),
    ),
  );
}

/** Records every checkout the page sends and answers with `answer`. */
function checkoutAnswers(answer: () => Response | Promise<Response>) {
  const sent: { body: Record<string, unknown>; authorization: string | null; lang: string | null }[] = [];
  server.use(
    http.post(`${apiBase}/api/checkout`, async ({ request }) => {
      sent.push({
        body: (await request.json()) as Record<string, unknown>,
        authorization: request.headers.get('authorization'),
        lang: request.headers.get('accept-language'),
      });
      return answer();
    }),
  );
  return sent;
}

/** a server of the spec's contract: no delivery methods (our server's are tested in DeliveryPicker.test.tsx) */
export function contractServer() {
  server.use(
    http.get(`${apiBase}/api/delivery-methods`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
  );
}

async function renderCheckout(cart: Partial<CartState> = {}, token: string | null = 'tok-1') {
  pricing();
  contractServer();
  return renderWithProviders(
    <>
      <CheckoutPage />
      <Address />
    </>,
    { path: '/en/checkout', preloadedState: { cart: { ...readyCart, ...cart }, session: { token } } },
  );
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

let go: jest.SpyInstance;
beforeEach(() => {
  go = jest.spyOn(providerPages, 'go').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  delete window.BOG;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('the checkout page', () => {
  it('says the cart is empty in the payment details instead of waiting for a price', async () => {
    await renderCheckout({ products: null, promo: null });
    const details = screen.getByRole('region', { name: 'Payment details' });
    expect(details).toHaveTextContent('Your cart is empty');
    expect(details.querySelector('.MuiSkeleton-root')).toBeNull();
  });

  it('offers the card and loan methods with the chosen one highlighted, and the payment details', async () => {
    const { store } = await renderCheckout({ promo: null }, null);
    expect(screen.getByRole('radio', { name: /via Bank of Georgia/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Bank of Georgia installments/ }));
    expect(store.getState().cart.paymethod).toBe('BOG_LOAN');
    expect(screen.getByRole('radio', { name: /via Liberty Bank/ })).not.toBeChecked();
    const details = screen.getByRole('region', { name: 'Payment details' });
    expect(await screen.findByText('1,948.00 ₾')).toBeInTheDocument();
    expect(details).toHaveTextContent('2 pieces');
    expect(details).toHaveTextContent('−50.00 ₾');
  });

  it('offers only the methods the server takes, and moves a method it does not take to the first it does', async () => {
    server.use(
      http.get(`${apiBase}/api/settings`, () =>
        HttpResponse.json({ paymethods: ['BOG_CARD', 'TBC_CARD', 'TBC_LOAN'], test_mode: false }),
      ),
    );
    const { store } = await renderCheckout({ paymethod: 'LIBERTY_CARD' });
    expect(await screen.findByRole('radio', { name: /via TBC Bank/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /TBC Bank installments/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /via Liberty Bank/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Bank of Georgia installments/ })).toBeNull();
    await waitFor(() => expect(store.getState().cart.paymethod).toBe('BOG_CARD'));
    expect(screen.getByRole('radio', { name: /via Bank of Georgia/ })).toBeChecked();
  });

  it('asks an anonymous shopper to log in with an error toast and the login modal over the checkout, and sends nothing', async () => {
    const sent = checkoutAnswers(() => HttpResponse.json({ status: 'OK' }));
    await renderCheckout({}, null);
    await userEvent.click(continueButton());
    expect(await screen.findByText('Please log in to place an order.')).toBeInTheDocument();
    // the modal lives in the address: signing in there leaves the shopper on this page
    expect(screen.getByTestId('address')).toHaveTextContent('/en/checkout?auth=login');
    expect(sent).toHaveLength(0);
  });

  it('with an empty comment scrolls to and focuses the comment box, sends nothing and says nothing', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const sent = checkoutAnswers(() => HttpResponse.json({ status: 'OK' }));
    await renderCheckout({ comment: '   ' });
    await userEvent.click(continueButton());
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    expect(comment).toHaveFocus();
    expect(scrolled.mock.contexts[0]).toBe(comment);
    // marked as required from the start (an asterisk, for screen readers "required"), not only refused
    expect(comment).toBeRequired();
    expect(sent).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('BOG_CARD: sends the cart with the token and language, then goes to the provider’s page', async () => {
    const sent = checkoutAnswers(() =>
      HttpResponse.json({ status: 'OK', order_number: 'A-1', redirect: 'https://bank.test/pay/1', form_data: null }),
    );
    await renderCheckout();
    await userEvent.click(continueButton());
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://bank.test/pay/1'));
    expect(sent).toEqual([
      {
        body: { products: { '7': 2 }, promo: 'COMET50', paymethod: 'BOG_CARD', comment: 'Vake, 599 11 22 33' },
        authorization: 'Bearer tok-1',
        lang: 'en',
      },
    ]);
  });

  it.each(['TBC_CARD', 'TBC_LOAN'] as const)(
    '%s (chosen on the old site) also goes to the provider’s page',
    async (paymethod) => {
      checkoutAnswers(() => HttpResponse.json({ status: 'OK', redirect: 'https://tbc.test/pay' }));
      await renderCheckout({ paymethod });
      await userEvent.click(continueButton());
      await waitFor(() => expect(go).toHaveBeenCalledWith('https://tbc.test/pay'));
    },
  );

  it('LIBERTY_CARD: submits a hidden POST form with exactly the provider’s fields', async () => {
    checkoutAnswers(() =>
      HttpResponse.json({
        status: 'OK',
        redirect: 'https://liberty.test/ecom',
        form_data: { merchant: 'astro', amount: 194800, check: 'a1b2' },
      }),
    );
    const submitted: HTMLFormElement[] = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    await renderCheckout({ paymethod: 'LIBERTY_CARD' });
    await userEvent.click(continueButton());
    await waitFor(() => expect(submitted).toHaveLength(1));
    const form = submitted[0];
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://liberty.test/ecom');
    expect(form.hidden).toBe(true);
    expect(Object.fromEntries([...form.querySelectorAll('input')].map((input) => [input.name, input.value]))).toEqual({
      merchant: 'astro',
      amount: '194800',
      check: 'a1b2',
    });
    expect([...form.querySelectorAll('input')].every((input) => input.type === 'hidden')).toBe(true);
    expect(go).not.toHaveBeenCalled();
  });

  it('ignores further clicks while a checkout is under way (the button is busy)', async () => {
    let release: () => void = () => {};
    const sent = checkoutAnswers(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({ message: 'Out of stock' }, { status: 422 });
    });
    await renderCheckout();
    const button = continueButton();
    // two clicks in the same tick: the second comes before React has re-rendered the busy button
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(button).toBeDisabled();
    act(() => release());
    expect(await screen.findByRole('alert')).toHaveTextContent('Out of stock');
    expect(button).toBeEnabled();
    expect(sent).toHaveLength(1);
  });

  it.each([
    [
      409,
      'You already have 3 unpaid orders. Pay one of them, or wait until its reservation ends, before placing another.',
    ],
    [422, 'Your cart is empty.'],
    [422, 'Not enough stock for “Orbita 130”.'],
    [422, 'The promo code “COMET50” has been used up. Remove it to place the order.'],
    [422, 'Unpaid orders can come to at most 30000 ₾. Pay an order you placed first, or make this one smaller.'],
  ])('a %i the server explains shows its message: %s', async (status, message) => {
    checkoutAnswers(() => HttpResponse.json({ message }, { status }));
    await renderCheckout();
    await userEvent.click(continueButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent('Failed to get data');
    expect(continueButton()).toBeEnabled();
  });

  it('a server failure shows "Failed to get data, try again later", whatever its message', async () => {
    checkoutAnswers(() =>
      HttpResponse.json({ message: 'Something went wrong on our side. Please try again later.' }, { status: 500 }),
    );
    await renderCheckout();
    await userEvent.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to get data, try again later$/);
  });

  it('a refusal of the comment stands under the comment box, which takes the focus', async () => {
    const message = 'Please write a comment for your order.';
    checkoutAnswers(() => HttpResponse.json({ message, errors: { comment: [message] } }, { status: 422 }));
    await renderCheckout({ comment: '\u200b' });
    await userEvent.click(continueButton());
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    await waitFor(() => expect(comment).toHaveAccessibleDescription(message));
    expect(comment).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a network failure shows the alert and clears the busy state', async () => {
    checkoutAnswers(() => HttpResponse.error());
    await renderCheckout();
    await userEvent.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get data, try again later');
    expect(continueButton()).toBeEnabled();
    expect(go).not.toHaveBeenCalled();
  });
});

describe('paying with a BOG loan', () => {
  /** The SDK script as the page adds it; "loading" it defines window.BOG like the bank's script. */
  function bankScript() {
    const script = document.head.querySelector<HTMLScriptElement>('script[src]');
    const opened: Parameters<BogSdk['Calculator']['open']>[0][] = [];
    return {
      script,
      opened,
      load() {
        window.BOG = { Calculator: { open: (options) => opened.push(options) } };
        script!.dispatchEvent(new Event('load'));
      },
    };
  }

  const choice: LoanChoice = { amount: 162.33, month: 12, discount_code: 'STANDARD' };

  it('loads the SDK on demand, opens the calculator with the total, orders on its request and lets it redirect', async () => {
    const sent = checkoutAnswers(() =>
      HttpResponse.json({ status: 'OK', order_number: 'A-2', redirect: null, order_id: 'bog-77' }),
    );
    await renderCheckout({ paymethod: 'BOG_LOAN' });
    await screen.findByText('1,948.00 ₾');
    await userEvent.click(continueButton());
    const bank = bankScript();
    expect(bank.script).toHaveAttribute('src', 'http://shop.test/sandbox/bog-sdk.js');
    expect(sent).toHaveLength(0);
    act(() => bank.load());
    await waitFor(() => expect(bank.opened).toHaveLength(1));
    expect(bank.opened[0].amount).toBe(1948);
    expect(continueButton()).toBeEnabled();

    const successCb = jest.fn();
    const closeCb = jest.fn();
    // the bank's calculator calls back as the shopper acts in it: a React update like any event
    act(() => bank.opened[0].onRequest(choice, successCb, closeCb));
    await waitFor(() => expect(successCb).toHaveBeenCalledWith('bog-77'));
    expect(sent[0].body).toEqual({
      products: { '7': 2 },
      promo: 'COMET50',
      paymethod: 'BOG_LOAN',
      comment: 'Vake, 599 11 22 33',
      amount: 162.33,
      month: 12,
      discount_code: 'STANDARD',
    });
    expect(closeCb).not.toHaveBeenCalled();
    act(() => bank.opened[0].onComplete({ redirectUrl: 'https://bank.test/loan/done' }));
    expect(go).toHaveBeenCalledWith('https://bank.test/loan/done');
  });

  it('loads the calculator the server names (BOG_SDK_URL) rather than the build’s', async () => {
    const bog = 'https://webstatic.bog.ge/bog-sdk/bog-sdk.js?version=2&client_id=shop';
    server.use(
      http.get(`${apiBase}/api/settings`, () =>
        HttpResponse.json({ paymethods: ['BOG_CARD', 'BOG_LOAN'], test_mode: false, bog_sdk_url: bog }),
      ),
    );
    const sent = checkoutAnswers(() => HttpResponse.json({ status: 'OK' }));
    await renderCheckout({ paymethod: 'BOG_LOAN' });
    await screen.findByRole('radio', { name: /Bank of Georgia installments/ });
    await waitFor(() => expect(screen.queryByRole('radio', { name: /via Liberty Bank/ })).toBeNull());
    await userEvent.click(continueButton());
    const bank = bankScript();
    expect(bank.script).toHaveAttribute('src', bog);
    act(() => bank.load());
    await waitFor(() => expect(bank.opened).toHaveLength(1));
    expect(sent).toHaveLength(0);
  });

  it('a refused loan order closes the calculator and shows the alert', async () => {
    checkoutAnswers(() => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
    await renderCheckout({ paymethod: 'BOG_LOAN' });
    await userEvent.click(continueButton());
    const bank = bankScript();
    act(() => bank.load());
    await waitFor(() => expect(bank.opened).toHaveLength(1));
    const closeCb = jest.fn();
    act(() => bank.opened[0].onRequest(choice, jest.fn(), closeCb));
    await waitFor(() => expect(closeCb).toHaveBeenCalled());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get data, try again later');
  });

  it('a loan order the server refuses shows its message', async () => {
    checkoutAnswers(() => HttpResponse.json({ message: 'Your cart is empty.' }, { status: 422 }));
    await renderCheckout({ paymethod: 'BOG_LOAN' });
    await userEvent.click(continueButton());
    const bank = bankScript();
    act(() => bank.load());
    await waitFor(() => expect(bank.opened).toHaveLength(1));
    act(() => bank.opened[0].onRequest(choice, jest.fn(), jest.fn()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cart is empty.');
  });

  it('a loan refused to a passport holder says why and what to do (the paymethod field’s message)', async () => {
    const why = 'A bank loan needs a Georgian personal ID. Pay by card, or register with your personal ID.';
    checkoutAnswers(() =>
      HttpResponse.json({ message: 'The given data was invalid.', errors: { paymethod: [why] } }, { status: 422 }),
    );
    await renderCheckout({ paymethod: 'BOG_LOAN' });
    await userEvent.click(continueButton());
    const bank = bankScript();
    act(() => bank.load());
    await waitFor(() => expect(bank.opened).toHaveLength(1));
    act(() => bank.opened[0].onRequest(choice, jest.fn(), jest.fn()));
    expect(await screen.findByRole('alert')).toHaveTextContent(why);
  });

  it('a script that fails to load is logged, says so and that no order was placed, and the button is usable again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderCheckout({ paymethod: 'BOG_LOAN' });
    await userEvent.click(continueButton());
    expect(continueButton()).toBeDisabled();
    act(() => {
      bankScript().script!.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('could not be loaded') }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The installment calculator could not be loaded, so no order was placed. Choose another payment method or try again.',
    );
    expect(document.head.querySelector('script[src]')).toBeNull();
  });

  it('gives up on the script after 120 seconds', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderCheckout({ paymethod: 'BOG_LOAN' });
    // the cart is priced first, on real timers: msw answers a request on timers of its own
    await screen.findByText('1,948.00 ₾');
    jest.useFakeTimers();
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(continueButton());
    await act(async () => {
      jest.advanceTimersByTime(119_000);
    });
    expect(logged).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('did not load in time') }),
    );
    jest.useRealTimers();
  });
});
