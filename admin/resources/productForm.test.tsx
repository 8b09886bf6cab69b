import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { session } from '../session';
import { answerAdmin, dashboardFigures, testOwner } from '../testApi';

// A new product from an empty form (issue 36): the categories as a tree, the address left for the server
// to draw from the English name, the product hidden until published, and only what the manager filled
// sent (no fake discount, no dovetail).

const manager = { ...testOwner, id: 3, email: 'manager@astroshop.ge', role: 'manager' };
const categories = [
  { id: 2, parentId: 1, position: 2, name: { ka: 'დობსონები', en: 'Dobsonians' } },
  { id: 1, parentId: null, position: 1, name: { ka: 'ტელესკოპები', en: 'Telescopes' } },
  { id: 3, parentId: 1, position: 1, name: { ka: 'რეფრაქტორები', en: 'Refractors' } },
];

beforeEach(() => {
  session.start('t-manager');
  answerAdmin('get', '/me', manager);
  answerAdmin('get', '/dashboard', dashboardFigures);
  answerAdmin('get', '/categories', { items: categories, total: categories.length });
  answerAdmin('get', '/warehouses', { items: [], total: 0 });
  answerAdmin('get', '/specifications', {
    items: [
      {
        id: 'aperture',
        key: 'aperture',
        label: { en: 'Aperture', ka: 'აპერტურა' },
        unit: 'mm',
        filter: true,
      },
    ],
    total: 1,
  });
});
afterEach(() => {
  session.end();
  window.localStorage.clear();
});

const dobsonian = {
  id: 40,
  slug: 'lumen-dob-8',
  categoryId: 2,
  name: { en: 'Lumen Dob 8', ka: '' },
  description: { en: '', ka: '' },
  price: 1600,
  discountedPrice: null,
  specifications: [],
  compatibility: null,
  audience: [],
  visible: false,
  archived: false,
  stock: [],
  reserved: 0,
  liveStock: 0,
  images: [],
  alts: [],
  pdf: null,
  version: 1,
  createdAt: '2026-11-27T00:00:00.000Z',
};

it('creates a hidden product from its category, name and price, its categories offered as a tree', async () => {
  const user = userEvent.setup({ delay: null });
  const created = answerAdmin('post', '/products', dobsonian);
  answerAdmin('get', '/products/40', created);
  window.history.pushState({}, '', '/admin/products/create');
  render(<App />);

  expect(await screen.findByRole('switch', { name: /^ჩანს/ })).not.toBeChecked();
  await user.click(await screen.findByRole('combobox', { name: /^კატეგორია/ }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  expect(options.map((option) => option.textContent?.replace(/\u2003/g, '·'))).toEqual([
    'ტელესკოპები',
    '·რეფრაქტორები',
    '·დობსონები',
  ]);
  await user.click(options[2]);
  await user.type(screen.getByRole('spinbutton', { name: /^ფასი/ }), '1600');
  await user.click(screen.getByRole('tab', { name: 'ქართული' }));
  await user.type(await screen.findByRole('textbox', { name: /^სახელი/ }), 'ლუმენ დობ 8');
  await user.click(screen.getByRole('tab', { name: 'English' }));
  await user.type(await screen.findByRole('textbox', { name: /^სახელი/ }), 'Lumen Dob 8');
  await user.click(screen.getByRole('button', { name: 'შენახვა' }));

  await waitFor(() => expect(created).toHaveLength(1));
  // what the form holds untouched goes as empty, which the server takes as none
  expect(created[0].body).toEqual({
    categoryId: 2,
    price: 1600,
    discountedPrice: null,
    visible: false,
    name: { ka: 'ლუმენ დობ 8', en: 'Lumen Dob 8' },
    // the editors of both tabs, visited and left empty, say so
    description: { ka: '', en: '' },
    specifications: [],
    compatibility: null,
  });
}, 60_000); // a whole form typed in a busy jsdom

it('describes each picture in both languages, saved with the pictures in their order', async () => {
  const user = userEvent.setup({ delay: null });
  const pictured = {
    ...dobsonian,
    images: ['dob.png', 'dob-2.png'],
    alts: [
      { en: 'On its base', ka: '' },
      { en: '', ka: '' },
    ],
  };
  answerAdmin('get', '/products/40', pictured);
  const arranged = answerAdmin('put', '/products/40/images', { ...pictured, version: 2 });
  window.history.pushState({}, '', '/admin/products/40');
  render(<App />);

  const main = await screen.findByRole('group', { name: 'dob.png' });
  expect(within(main).getByRole('textbox', { name: 'აღწერა ინგლისურად' })).toHaveValue('On its base');
  await user.type(within(main).getByRole('textbox', { name: 'აღწერა ქართულად' }), 'დობსონი ბაზაზე');
  const second = screen.getByRole('group', { name: 'dob-2.png' });
  await user.type(within(second).getByRole('textbox', { name: 'აღწერა ინგლისურად' }), 'The focuser');
  await user.click(screen.getByRole('button', { name: 'აღწერების შენახვა' }));

  await waitFor(() => expect(arranged).toHaveLength(1));
  expect(arranged[0].body).toEqual({
    images: ['dob.png', 'dob-2.png'],
    alts: [
      { en: 'On its base', ka: 'დობსონი ბაზაზე' },
      { en: 'The focuser', ka: '' },
    ],
  });
}, 60_000);
