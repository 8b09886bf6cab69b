import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';
import { session } from './session';
import { answerAdmin, dashboardFigures as figures, testOwner as owner } from './testApi';

// The back office in the browser (jsdom): sign-in through its steps, then the screens a role may open.

const staff = { ...owner, id: 2, email: 'staff@astroshop.ge', name: 'Giorgi', role: 'staff' };

beforeEach(() => window.history.pushState({}, '', '/admin'));
afterEach(() => {
  session.end();
  window.localStorage.clear();
});

it('signs an owner in with the password and then the one-time code, in Georgian', async () => {
  const user = userEvent.setup();
  answerAdmin('post', '/session', { step: 'otp', challenge: 'c1' });
  const code = answerAdmin('post', '/session/otp', { step: 'done', token: 't-owner', operator: owner });
  answerAdmin('get', '/dashboard', figures);
  render(<App />);

  await user.type(await screen.findByLabelText(/ელფოსტა/), 'owner@astroshop.ge');
  await user.type(screen.getByLabelText(/პაროლი/), 'a long password');
  await user.click(screen.getByRole('button', { name: 'გაგრძელება' }));
  await user.type(await screen.findByLabelText(/ერთჯერადი კოდი/), '123456');
  await user.click(screen.getByRole('button', { name: 'შესვლა' }));

  expect(await screen.findByText('შემოსავალი დღეს')).toBeInTheDocument();
  expect(screen.getByText('1299,50 ₾')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ორბიტა 70/700 AZ' })).toHaveAttribute('href', '/admin/products/12');
  expect(code[0].body).toEqual({ challenge: 'c1', code: '123456' });
  const menu = screen.getAllByRole('menu')[0] ?? document.body;
  expect(within(menu).getByText('ოპერატორები')).toBeInTheDocument();
});

it('shows an enrolment’s QR code and key before asking the code', async () => {
  const user = userEvent.setup();
  answerAdmin('post', '/session', {
    step: 'enrol',
    challenge: 'c2',
    otpauthUrl: 'otpauth://totp/AstroShop:owner?secret=JBSWY3DPEHPK3PXP&issuer=AstroShop',
    qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  });
  render(<App />);
  await user.type(await screen.findByLabelText(/ელფოსტა/), 'owner@astroshop.ge');
  await user.type(screen.getByLabelText(/პაროლი/), 'a long password');
  await user.click(screen.getByRole('button', { name: 'გაგრძელება' }));
  expect(await screen.findByRole('img', { name: /QR/ })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
  expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
  expect(screen.getByLabelText(/ერთჯერადი კოდი/)).toBeInTheDocument();
});

it('shows staff no figures (the API refuses them) and no screens for prices, promo codes, customers or operators', async () => {
  session.start('t-staff');
  answerAdmin('get', '/me', staff);
  const dashboard = answerAdmin('get', '/dashboard', { message: 'forbidden' }, 403);
  render(<App />);
  expect(await screen.findByRole('link', { name: 'პროდუქტები' })).toHaveAttribute('href', '/admin/products');
  expect(screen.queryByText('შემოსავალი დღეს')).not.toBeInTheDocument();
  expect(dashboard).toHaveLength(0);
  for (const hidden of ['პრომოკოდები', 'მყიდველები', 'ოპერატორები', 'აუდიტის ჟურნალი']) {
    expect(screen.queryByText(hidden)).not.toBeInTheDocument();
  }
});

it("shows a product's pictures in its edit screen, and makes one the main picture or deletes it", async () => {
  const user = userEvent.setup();
  session.start('t-manager');
  answerAdmin('get', '/me', { ...owner, id: 3, role: 'manager' });
  const product = {
    id: 5,
    slug: 'orbita',
    categoryId: 1,
    name: { ka: 'ორბიტა', en: 'Orbita' },
    description: { ka: '', en: '' },
    price: 100,
    discountedPrice: null,
    specifications: [],
    visible: true,
    archived: false,
    stock: [],
    reserved: 0,
    liveStock: 0,
    images: ['orbita-1.png', 'orbita-2.png'],
    pdf: 'orbita-sheet.pdf',
    version: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  answerAdmin('get', '/products/5', product);
  // the product's category, which its edit screen names and its category field picks from
  const telescopes = {
    id: 1,
    version: 1,
    slug: 'telescopes',
    parentId: null,
    name: { ka: 'ტელესკოპები', en: 'Telescopes' },
    position: 1,
    home: false,
    image: null,
    products: 1,
  };
  answerAdmin('get', '/categories/1', telescopes);
  answerAdmin('get', '/categories', { items: [telescopes], total: 1 });
  answerAdmin('get', '/warehouses', { items: [], total: 0 });
  // the specifications its form picks from
  answerAdmin('get', '/specifications', { items: [], total: 0 });
  const ordered = answerAdmin('put', '/products/5/images', product);
  const deleted = answerAdmin('delete', '/products/5/images/1', product);
  window.history.pushState({}, '', '/admin/products/5');
  render(<App />);

  expect(await screen.findByRole('img', { name: 'მთავარი სურათი' })).toHaveAttribute(
    'src',
    expect.stringMatching(/\/storage\/uploads\/products\/thumbs\/large_orbita-1\.png$/),
  );
  expect(screen.getByRole('link', { name: 'orbita-sheet.pdf' })).toHaveAttribute(
    'href',
    expect.stringMatching(/\/storage\/uploads\/products\/orbita-sheet\.pdf$/),
  );
  const second = within(screen.getByRole('group', { name: 'orbita-2.png' }));
  await user.click(second.getByRole('button', { name: 'მთავრად დაყენება' }));
  await screen.findAllByText('შენახულია');
  expect(ordered[0].body).toEqual({ images: ['orbita-2.png', 'orbita-1.png'] });
  await user.click(second.getByRole('button', { name: 'წაშლა' }));
  await waitFor(() => expect(deleted).toHaveLength(1));
});

it('shows the sign-in’s buttons with their words on a phone, where react-admin’s own Button is a bare icon', async () => {
  // jsdom has no matchMedia: every media query (MUI's breakpoints down('sm')) matches, as on a phone
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (media: string) => ({
      matches: true,
      media,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  try {
    render(<App />);
    expect(await screen.findByRole('button', { name: 'გაგრძელება' }, { timeout: 5000 })).toHaveTextContent(
      'გაგრძელება',
    );
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});
