import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { session } from '../session';
import { answerAdmin, dashboardFigures, testOrder, testOwner, withoutMoney } from '../testApi';

// An order's screen as the people who pack, hand over and account for it read it (issue 35): where it
// goes and whom to call, a money card whose lines add up, the timeline, the operators' notes; staff see
// no money anywhere; the menu's queues with their counts open the list filtered.

const manager = { ...testOwner, id: 3, email: 'manager@astroshop.ge', role: 'manager' };
const staff = { ...testOwner, id: 2, email: 'staff@astroshop.ge', role: 'staff', totp: false };

const queues = {
  items: [
    { queue: 'to_pack', status: 'paid', deliveryMethod: null, pickupPoint: null, count: 3 },
    { queue: 'to_ship_courier', status: 'packed', deliveryMethod: 'courier', pickupPoint: null, count: 1 },
    {
      queue: 'ready_for_pickup',
      status: 'ready_for_pickup',
      deliveryMethod: 'pickup',
      pickupPoint: { id: 2, name: 'ბათუმის საწყობი' },
      count: 0,
    },
  ],
  total: 3,
};

function signIn(operator: typeof manager) {
  session.start(`t-${operator.role}`);
  answerAdmin('get', '/me', operator);
  answerAdmin(
    'get',
    '/dashboard',
    operator.role === 'staff' ? { message: 'forbidden' } : dashboardFigures,
    operator.role === 'staff' ? 403 : 200,
  );
}

function openOrder(order: object) {
  answerAdmin('get', '/orders/9', order);
  window.history.pushState({}, '', '/admin/orders/9/show');
  render(<App />);
}

afterEach(() => {
  session.end();
  window.localStorage.clear();
});

it('shows a manager where the order goes, whom to call, and money that adds up, in Georgian formats', async () => {
  signIn(manager);
  openOrder(testOrder);

  const delivery = (await screen.findByRole('heading', { name: 'მიწოდება' })).closest('.MuiCard-root') as HTMLElement;
  expect(delivery).toHaveTextContent('კურიერი თბილისში');
  expect(delivery).toHaveTextContent('ვაჟა-ფშაველას გამზ. 12, ბინა 4, თბილისი');
  expect(delivery).toHaveTextContent('მე-3 სადარბაზო');
  expect(within(delivery).getByRole('link', { name: '+995 555 12 34 56' })).toHaveAttribute(
    'href',
    'tel:+995555123456',
  );
  expect(delivery).toHaveTextContent('0–1 დღე');
  expect(delivery).toHaveTextContent('7,00 ₾');

  const money = screen.getByRole('heading', { name: 'თანხები' }).closest('.MuiCard-root') as HTMLElement;
  const text = money.textContent ?? '';
  for (const figure of ['ქვეჯამი189,00 ₾', 'ფასდაკლება (STARGAZER10)−18,90 ₾', 'მიწოდება7,00 ₾', 'ჯამი177,10 ₾'])
    expect(text).toContain(figure);
  expect(text).toContain('გადახდილი177,10 ₾');
  expect(text).toContain('ნაშთი177,10 ₾');

  // dates as Georgians write them, in Tbilisi's time (UTC+4), 24-hour
  const summary = screen.getByRole('heading', { name: 'შეკვეთა' }).closest('.MuiCard-root') as HTMLElement;
  expect(summary).toHaveTextContent('27.11.2026, 14:00');
  expect(summary).toHaveTextContent('555-12-34'); // the account's phone, named as such
  const timeline = screen.getByRole('heading', { name: 'ქრონოლოგია' }).closest('.MuiCard-root') as HTMLElement;
  expect(timeline).toHaveTextContent('27.11.2026, 14:05');
  expect(screen.getByRole('heading', { name: 'გადახდის მცდელობები' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'თანხის დაბრუნება' })).toBeInTheDocument();
});

it('adds an internal note and shows the notes with their author and time', async () => {
  const user = userEvent.setup();
  signIn(staff);
  const sent = answerAdmin('post', '/orders/9/notes', withoutMoney(testOrder));
  openOrder(withoutMoney(testOrder));

  const notes = (await screen.findByRole('heading', { name: 'შიდა შენიშვნები' })).closest(
    '.MuiCard-root',
  ) as HTMLElement;
  expect(notes).toHaveTextContent('Gate code 4711');
  expect(notes).toHaveTextContent('staff@astroshop.ge · 27.11.2026, 15:00');
  const add = within(notes).getByRole('button', { name: 'შენიშვნის დამატება' });
  expect(add).toBeDisabled();
  await user.type(within(notes).getByRole('textbox', { name: 'შენიშვნის დამატება' }), '  Called: comes at 6  ');
  await user.click(add);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body).toEqual({ text: 'Called: comes at 6' });
});

it('shows staff the delivery and the phone to call, and no money anywhere on the order', async () => {
  signIn(staff);
  openOrder(withoutMoney(testOrder));

  expect(await screen.findByRole('link', { name: '+995 555 12 34 56' })).toBeInTheDocument();
  expect(screen.getByText('ორბიტა 70/700 AZ')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'შეფუთულია' })).toBeInTheDocument());
  expect(document.body).not.toHaveTextContent('₾');
  expect(screen.queryByRole('heading', { name: 'თანხები' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'გადახდის მცდელობები' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'თანხის დაბრუნება' })).not.toBeInTheDocument();
});

it('lists the queues with their counts in the menu, each opening the list filtered; staff see no totals there', async () => {
  const user = userEvent.setup();
  signIn(staff);
  answerAdmin('get', '/orders/queues', queues);
  const { fee: _fee, ...delivery } = testOrder.delivery;
  const list = answerAdmin('get', '/orders', {
    items: [{ ...withoutMoney(testOrder), delivery }],
    total: 1,
  });
  window.history.pushState({}, '', '/admin');
  render(<App />);

  const toPack = await screen.findByRole('menuitem', { name: /შესაფუთი/ });
  expect(toPack).toHaveTextContent('3');
  expect(screen.getByRole('menuitem', { name: /კურიერით გასაგზავნი/ })).toHaveTextContent('1');
  expect(screen.getByRole('menuitem', { name: /გასატანად მზადაა: ბათუმის საწყობი/ })).toHaveTextContent('0');

  await user.click(screen.getByRole('menuitem', { name: /კურიერით გასაგზავნი/ }));
  await waitFor(() => expect(list.at(-1)?.url).toContain('status=packed'));
  expect(list.at(-1)?.url).toContain('deliveryMethod=courier');
  expect(await screen.findByText('TS-1009')).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent('₾');
});
