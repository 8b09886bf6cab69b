import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { session } from '../session';
import { answerAdmin, dashboardFigures, testOrder, testOwner } from '../testApi';

// An installment (BOG_LOAN, TBC_LOAN) is refunded at the bank, which no bank's API does: the order's
// screen offers "Refund at the bank" (in Georgian, the back office's first language) with the steps, and records the refund with the bank's reference.

const manager = { ...testOwner, id: 3, email: 'manager@astroshop.ge', role: 'manager' };
const order = {
  ...testOrder,
  paymentMethod: 'TBC_LOAN',
  total: 500,
  totals: { ...testOrder.totals, subtotal: 500, discount: 0, delivery: 0, total: 500, paid: 500, balance: 500 },
};
const recorded = {
  id: 1,
  amount: 500,
  restock: false,
  state: 'done',
  restockedUnits: null,
  providerRefundId: 'TBC-RF-17',
  bankAnswer: '{"manual":true}',
  manual: true,
  operatorEmail: manager.email,
  at: '2026-11-28T09:00:00.000Z',
};

beforeEach(() => {
  session.start('t-manager');
  answerAdmin('get', '/me', manager);
  answerAdmin('get', '/dashboard', dashboardFigures);
});
afterEach(() => {
  session.end();
  window.localStorage.clear();
});

it("offers an installment's refund at the bank with the steps, and records it with the bank's reference", async () => {
  const user = userEvent.setup();
  answerAdmin('get', '/orders/9', order);
  const sent = answerAdmin('post', '/orders/9/refund', {
    ...order,
    status: 'refunded',
    refunded: 500,
    refunds: [recorded],
  });
  window.history.pushState({}, '', '/admin/orders/9/show');
  render(<App />);

  await user.click(await screen.findByRole('button', { name: 'დაბრუნება ბანკში' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('განვადებას ბანკი API-ით არ აბრუნებს.');
  const record = within(dialog).getByRole('button', { name: 'დაბრუნების ჩაწერა' });
  expect(record).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: /ბანკის ნომერი/ }), 'TBC-RF-17');
  await user.click(record);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body).toEqual({ amount: 500, restock: false, bankReference: 'TBC-RF-17' });
});

// A surplus (a second bank payment the order had no use for) is given back against that payment, at its
// own bank: the order shows its payment state and one button per surplus not given back yet.
it('gives back a surplus attempt by its own payment, and shows the order’s payment state', async () => {
  const user = userEvent.setup();
  const attempt = (id: number, method: string, surplus: boolean, refunded = 0) => ({
    id,
    provider: method === 'TBC_CARD' ? 'tbc' : 'bog',
    method,
    bankId: `bank-${id}`,
    amount: 500,
    state: 'approved',
    surplus,
    refunded,
    createdAt: '2026-11-27T10:00:00.000Z',
    settledAt: '2026-11-27T10:05:00.000Z',
  });
  const paidTwice = {
    ...order,
    paymentMethod: 'BOG_CARD',
    paymentState: 'partly_refunded',
    refunded: 20,
    attempts: [attempt(4, 'BOG_CARD', false), attempt(5, 'TBC_CARD', true)],
  };
  answerAdmin('get', '/orders/9', paidTwice);
  const sent = answerAdmin('post', '/orders/9/refund', {
    ...paidTwice,
    attempts: [attempt(4, 'BOG_CARD', false), attempt(5, 'TBC_CARD', true, 500)],
  });
  window.history.pushState({}, '', '/admin/orders/9/show');
  render(<App />);

  expect(await screen.findByText('ნაწილობრივ დაბრუნებული')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: /დაბრუნება \(თიბისის ბარათი\)/ }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('შეკვეთა უცვლელი დარჩება.');
  await user.click(within(dialog).getByRole('button', { name: /დადასტურება|confirm/i }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body).toEqual({ amount: 500, restock: false, attemptId: 5 });
});

// A part refund with restock puts back only the units it names: the dialog asks for them per line.
it('names the units a part refund puts back', async () => {
  const user = userEvent.setup();
  const packed = {
    ...order,
    status: 'packed',
    paymentMethod: 'BOG_CARD',
    paymentState: 'paid',
    lines: [{ productId: 7, name: 'Delta mount', quantity: 2, unitPrice: 250, lineTotal: 500 }],
  };
  answerAdmin('get', '/orders/9', packed);
  const sent = answerAdmin('post', '/orders/9/refund', { ...packed, refunded: 100 });
  window.history.pushState({}, '', '/admin/orders/9/show');
  render(<App />);

  await user.click(await screen.findByRole('button', { name: 'თანხის დაბრუნება' }));
  const dialog = await screen.findByRole('dialog');
  const amount = within(dialog).getByRole('spinbutton', { name: /თანხა/ });
  await user.clear(amount);
  await user.type(amount, '100');
  await user.click(within(dialog).getByRole('checkbox', { name: 'მარაგის დაბრუნება' }));
  const refund = within(dialog).getByRole('button', { name: 'თანხის დაბრუნება' });
  expect(refund).toBeDisabled();
  await user.type(within(dialog).getByRole('spinbutton', { name: 'Delta mount (≤ 2)' }), '1');
  await user.click(refund);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body).toEqual({ amount: 100, restock: true, units: { 7: 1 } });
});
