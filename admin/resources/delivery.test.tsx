import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { session } from '../session';
import { answerAdmin, dashboardFigures, testOwner } from '../testApi';

// The delivery screens (GET and PUT /api/admin/delivery-methods and /pickup-points): a manager finds the
// methods and the warehouses in the menu, edits them in both languages and saves them at the version
// loaded; staff, whose role has no delivery settings, see neither.

const manager = { ...testOwner, id: 3, email: 'manager@astroshop.ge', role: 'manager' };
const courier = {
  id: 1,
  version: 4,
  code: 'courier',
  name: { ka: 'კურიერი თბილისში', en: 'Courier in Tbilisi' },
  fee: 7,
  freeFrom: 200,
  daysMin: 0,
  daysMax: 1,
  workingDays: false,
  active: true,
  position: 1,
};
const pickup = {
  ...courier,
  id: 3,
  code: 'pickup',
  name: { ka: 'გატანა საწყობიდან', en: 'Pickup at a warehouse' },
  fee: 0,
  freeFrom: null,
  daysMax: 0,
  position: 3,
};
/** a warehouse that is not a pickup point yet: no address or hours (null in English, as the API answers) */
const kutaisi = {
  id: 3,
  version: 1,
  code: 'kutaisi',
  name: { ka: 'ქუთაისის საწყობი', en: 'Kutaisi warehouse' },
  pickup: false,
  address: { en: null, ka: '' },
  hours: { en: null, ka: '' },
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

it('lists the delivery methods with their fees and thresholds, and saves a new fee with no threshold', async () => {
  const user = userEvent.setup();
  answerAdmin('get', '/delivery-methods', { items: [courier, pickup], total: 2 });
  answerAdmin('get', '/delivery-methods/1', courier);
  const saved = answerAdmin('put', '/delivery-methods/1', { ...courier, fee: 9.5, freeFrom: null, version: 5 });
  window.history.pushState({}, '', '/admin');
  render(<App />);

  await user.click(await screen.findByRole('menuitem', { name: 'მიწოდების მეთოდები' }));
  expect(await screen.findByText('გატანა საწყობიდან')).toBeInTheDocument();
  expect(screen.getByText('არასდროს არის უფასო')).toBeInTheDocument();
  expect(screen.getByText('იმავე დღეს')).toBeInTheDocument();
  expect(screen.getByText('0–1 დღე')).toBeInTheDocument();

  await user.click(screen.getByText('კურიერი თბილისში'));
  const fee = await screen.findByRole('spinbutton', { name: /^საფასური/ });
  expect(screen.getByRole('textbox', { name: /^სახელი \(English\)/ })).toHaveValue('Courier in Tbilisi');
  await user.clear(fee);
  await user.type(fee, '9.5');
  await user.clear(screen.getByRole('spinbutton', { name: /^უფასოა/ }));
  await user.click(screen.getByRole('button', { name: 'შენახვა' }));

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0].body).toMatchObject({
    code: 'courier',
    name: { ka: 'კურიერი თბილისში', en: 'Courier in Tbilisi' },
    fee: 9.5,
    freeFrom: null,
    active: true,
    version: 4,
  });
});

it('makes a warehouse a pickup point with its address, its missing texts sent as empty ones', async () => {
  const user = userEvent.setup();
  answerAdmin('get', '/pickup-points', { items: [kutaisi], total: 1 });
  answerAdmin('get', '/pickup-points/3', kutaisi);
  const saved = answerAdmin('put', '/pickup-points/3', { ...kutaisi, pickup: true, version: 2 });
  window.history.pushState({}, '', '/admin');
  render(<App />);

  await user.click(await screen.findByRole('menuitem', { name: 'გატანის პუნქტები' }));
  await user.click(await screen.findByText('ქუთაისის საწყობი'));
  await user.click(await screen.findByRole('switch', { name: 'გატანის პუნქტი' }));
  await user.type(screen.getByRole('textbox', { name: 'მისამართი (English)' }), '3 Rustaveli Ave, Kutaisi');
  await user.click(screen.getByRole('button', { name: 'შენახვა' }));

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0].body).toMatchObject({
    pickup: true,
    address: { en: '3 Rustaveli Ave, Kutaisi', ka: '' },
    hours: { en: '', ka: '' },
    version: 1,
  });
});

it('shows staff no delivery settings', async () => {
  session.start('t-staff');
  answerAdmin('get', '/me', { ...manager, role: 'staff' });
  window.history.pushState({}, '', '/admin');
  render(<App />);
  expect(await screen.findByRole('menuitem', { name: 'პროდუქტები' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'მიწოდების მეთოდები' })).not.toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'გატანის პუნქტები' })).not.toBeInTheDocument();
});
