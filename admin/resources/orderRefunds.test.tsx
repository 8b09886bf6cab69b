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
