import type { FastifyInstance } from 'fastify';
import { buildTestApp, productId, registerUser, type TestUser } from './helpers';

let app: FastifyInstance;
let owner: TestUser;
let stranger: TestUser;
let mount: number;
beforeAll(async () => {
  ({ app } = await buildTestApp({ env: { MAX_UNPAID_ORDERS: '100' } }));
  owner = await registerUser(app);
  stranger = await registerUser(app);
  mount = await productId(app, 'delta-mount');
});
afterAll(() => app.close());

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  app.inject({ method, url, payload, headers: { ...user.auth, 'accept-language': lang } });
const book = async (user: TestUser) => (await call(user, 'GET', '/api/users/me/addresses')).json().data;

const home = {
  label: 'სახლი',
  region: 'tbilisi',
  street: 'დიღმის მასივი, მე-3 კვ., კორპ. 1ბ',
  apartment: '12',
  phone: '599 11 22 33',
};

describe('the address book', () => {
  it('keeps an account’s addresses, checked as the checkout checks them', async () => {
    const added = await call(owner, 'POST', '/api/users/me/addresses', home);
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toEqual([
      {
        id: added.json().id,
        label: 'სახლი',
        region: 'tbilisi',
        city: '',
        street: 'დიღმის მასივი, მე-3 კვ., კორპ. 1ბ',
        apartment: '12',
        notes: '',
        phone: '+995599112233',
        last_used: false,
        last_used_at: null,
      },
    ]);
    const bad = await call(
      owner,
      'POST',
      '/api/users/me/addresses',
      { region: 'imereti', street: 'ул. Ленина 1', phone: '123' },
      'ka',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      city: ['ველი „ქალაქი, დაბა ან სოფელი“ სავალდებულოა.'],
      street: ['ველში „ქუჩა და ნომერი“ დასაშვებია მხოლოდ ქართული ან ლათინური ასოები, ციფრები და სასვენი ნიშნები.'],
      phone: ['მიუთითეთ სწორი ტელეფონის ნომერი.'],
    });
  });

  it('is its owner’s alone: another account’s address is a 404, as an unknown one', async () => {
    const id = (await book(owner))[0].id;
    expect(await book(stranger)).toEqual([]);
    for (const [method, payload] of [
      ['PUT', home],
      ['DELETE', undefined],
    ] as const) {
      const theirs = await call(stranger, method, `/api/users/me/addresses/${id}`, payload);
      const unknown = await call(stranger, method, '/api/users/me/addresses/999999', payload);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(unknown.json());
    }
    expect((await app.inject({ method: 'GET', url: '/api/users/me/addresses' })).statusCode).toBe(401);
    expect(await book(owner)).toHaveLength(1);
  });

  it('is edited and emptied on the profile', async () => {
    const id = (await call(owner, 'POST', '/api/users/me/addresses', { ...home, label: 'Office' })).json().id;
    const edited = await call(owner, 'PUT', `/api/users/me/addresses/${id}`, {
      ...home,
      label: 'Office',
      street: '12 Tsereteli Ave.',
    });
    expect(edited.json().data.find((entry: { id: number }) => entry.id === id).street).toBe('12 Tsereteli Ave.');
    const removed = await call(owner, 'DELETE', `/api/users/me/addresses/${id}`);
    expect(removed.json().data.map((entry: { id: number }) => entry.id)).not.toContain(id);
  });

  it('keeps a checkout’s address when asked, marked as the last used, once however often it is used', async () => {
    const shopper = await registerUser(app);
    const order = (delivery: object) =>
      app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: shopper.auth,
        payload: { products: { [mount]: 1 }, paymethod: 'BOG_CARD', comment: 'Call me', delivery },
      });
    const regions = {
      method: 'regions',
      address: { region: 'imereti', city: 'ქუთაისი', street: 'რუსთაველის ქ. 5' },
      phone: '+995 599 11 22 33',
    };
    expect((await order(regions)).statusCode).toBe(200);
    expect(await book(shopper)).toEqual([]);
    expect((await order({ ...regions, save_address: true })).statusCode).toBe(200);
    const courier = { method: 'courier', address: { street: 'ვაჟა-ფშაველას გამზ. 10' }, phone: '599112233' };
    expect((await order({ ...courier, save_address: true })).statusCode).toBe(200);
    let entries = await book(shopper);
    expect(entries.map((entry: { street: string; last_used: boolean }) => [entry.street, entry.last_used])).toEqual([
      ['ვაჟა-ფშაველას გამზ. 10', true],
      ['რუსთაველის ქ. 5', false],
    ]);
    // the same address again is the same entry, the last used again
    expect((await order({ ...regions, save_address: true })).statusCode).toBe(200);
    entries = await book(shopper);
    expect(entries.map((entry: { street: string; last_used: boolean }) => [entry.street, entry.last_used])).toEqual([
      ['რუსთაველის ქ. 5', true],
      ['ვაჟა-ფშაველას გამზ. 10', false],
    ]);
  });
});
