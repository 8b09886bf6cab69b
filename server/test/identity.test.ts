import type { FastifyInstance } from 'fastify';
import { buildTestApp, newUserFields, productId, registerUser } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp({ env: { MAX_UNPAID_ORDERS: '100' } }));
});
afterAll(() => app.close());

const register = (fields: Record<string, unknown>, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/register',
    payload: newUserFields(fields),
    headers: { 'accept-language': lang },
  });

describe('registration for residents and visitors from abroad', () => {
  it('takes the contract’s registration unchanged: without id_kind the pid is a personal ID', async () => {
    const user = await registerUser(app, { pid: '01001011234' });
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: user.auth });
    expect(me.json()).toMatchObject({ pid: '01001011234', id_kind: 'personal_id' });
    const passportLike = await register({ pid: 'AB1234567' });
    expect(passportLike.statusCode).toBe(422);
    expect(passportLike.json().errors).toEqual({ pid: ['The personal ID must be exactly 11 digits.'] });
  });

  it('takes a passport number from a visitor, says which kind it is, and keeps it in capitals', async () => {
    const user = await registerUser(app, { pid: 'ab1234567', id_kind: 'passport' });
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: user.auth });
    expect(me.json()).toMatchObject({ pid: 'AB1234567', id_kind: 'passport' });
    for (const pid of ['AB12', 'AB 123 456', 'AB1234567890123']) {
      const response = await register({ pid, id_kind: 'passport', phone: '' }, 'ka');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.pid).toEqual(['პასპორტის ნომერი უნდა შედგებოდეს 6-დან 12-მდე ასოსა და ციფრისგან.']);
      // every field at fault at once
      expect(Object.keys(response.json().errors).sort()).toEqual(['phone', 'pid']);
    }
    expect((await register({ id_kind: 'driving_licence' })).json().errors).toHaveProperty('id_kind');
  });

  it('keeps a visitor’s passport through a profile update of the contract (no id_kind)', async () => {
    const user = await registerUser(app, { pid: 'C01X00T47', id_kind: 'passport' });
    const update = await app.inject({
      method: 'POST',
      url: `/api/user/${user.id}/update`,
      headers: user.auth,
      payload: { fname: 'John', lname: 'Smith', phone: '+44 20 7946 0958', pid: 'C01X00T47', email: user.email },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().user).toMatchObject({ pid: 'C01X00T47', id_kind: 'passport' });
  });

  it('asks for a Georgian personal ID where a bank needs one: its loans', async () => {
    const visitor = await registerUser(app, { pid: 'X1234567', id_kind: 'passport' });
    const mount = await productId(app, 'delta-mount');
    const pay = (paymethod: string) =>
      app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: visitor.auth,
        payload: { products: { [mount]: 1 }, paymethod, month: 12, amount: 30, comment: 'hi' },
      });
    for (const loan of ['BOG_LOAN', 'TBC_LOAN']) {
      const refused = await pay(loan);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        paymethod: ['A bank loan needs a Georgian personal ID. Pay by card, or register with your personal ID.'],
      });
    }
    expect((await pay('BOG_CARD')).statusCode).toBe(200);
  });
});
