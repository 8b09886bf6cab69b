import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { session } from '../session';
import { answerAdmin, dashboardFigures, testOwner } from '../testApi';

// The contact card's screen: a manager finds it in the menu, edits it in both languages, and saves it at
// the version loaded (GET and PUT /api/admin/contact: one record, no id in its path).

const manager = { ...testOwner, id: 3, email: 'manager@astroshop.ge', role: 'manager' };
const card = {
  id: 'contact',
  fb: 'https://facebook.com/astroshop',
  instagram: 'https://instagram.com/astroshop',
  phone: '032 200 00 00',
  email: 'info@astroshop.ge',
  address: { ka: 'თბილისი, რუსთაველის 1', en: 'Tbilisi, 1 Rustaveli Ave' },
  version: 7,
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

it('edits the shop’s contact card in both languages and saves it at the version it loaded', async () => {
  const user = userEvent.setup();
  const loaded = answerAdmin('get', '/contact', card);
  const saved = answerAdmin('put', '/contact', { ...card, phone: '032 200 00 00|599 11 22 33', version: 8 });
  window.history.pushState({}, '', '/admin');
  render(<App />);

  await user.click(await screen.findByRole('menuitem', { name: 'საკონტაქტო ინფორმაცია' }));
  const georgian = await screen.findByRole('textbox', { name: 'მისამართი (ქართული)' });
  expect(georgian).toHaveValue('თბილისი, რუსთაველის 1');
  expect(screen.getByRole('textbox', { name: 'მისამართი (English)' })).toHaveValue('Tbilisi, 1 Rustaveli Ave');
  expect(screen.getByRole('textbox', { name: 'ელფოსტა' })).toHaveValue('info@astroshop.ge');

  await user.clear(georgian);
  await user.type(georgian, 'თბილისი, ჭავჭავაძის 5');
  await user.type(screen.getByRole('textbox', { name: 'ტელეფონი' }), '|599 11 22 33');
  await user.click(screen.getByRole('button', { name: 'შენახვა' }));

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(loaded[0].url).toBe('/api/admin/contact');
  expect(saved[0]).toMatchObject({
    url: '/api/admin/contact',
    body: {
      phone: '032 200 00 00|599 11 22 33',
      email: 'info@astroshop.ge',
      fb: 'https://facebook.com/astroshop',
      instagram: 'https://instagram.com/astroshop',
      address: { ka: 'თბილისი, ჭავჭავაძის 5', en: 'Tbilisi, 1 Rustaveli Ave' },
      version: 7,
    },
  });
});

it('shows no contact card to staff, whose role does not edit content', async () => {
  session.start('t-staff'); // a new token: the operator is asked again
  answerAdmin('get', '/me', { ...manager, role: 'staff' });
  window.history.pushState({}, '', '/admin');
  render(<App />);
  expect(await screen.findByRole('menuitem', { name: 'პროდუქტები' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'საკონტაქტო ინფორმაცია' })).not.toBeInTheDocument();
});
