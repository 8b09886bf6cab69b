import { HttpError } from 'react-admin';
import { authProvider, NextStep } from './authProvider';
import { dataProvider } from './dataProvider';
import { session } from './session';
import { answerAdmin } from './testApi';

const owner = { id: 1, email: 'owner@astroshop.ge', name: 'Nino', role: 'owner', totp: true };
const staff = { ...owner, id: 2, email: 'staff@astroshop.ge', name: '', role: 'staff', totp: false };

afterEach(() => session.end());

describe('signing in', () => {
  it('asks for the one-time code after the password, then keeps the token for the tab only', async () => {
    const password = answerAdmin('post', '/session', { step: 'otp', challenge: 'c1' });
    const failure = authProvider.login({ email: 'owner@astroshop.ge', password: 'a long password' });
    await expect(failure).rejects.toBeInstanceOf(NextStep);
    await expect(failure).rejects.toMatchObject({ next: { step: 'otp', challenge: 'c1' } });
    expect(password[0].body).toEqual({ email: 'owner@astroshop.ge', password: 'a long password' });
    await expect(authProvider.checkAuth()).rejects.toThrow();

    const code = answerAdmin('post', '/session/otp', { step: 'done', token: 't-owner', operator: owner });
    await authProvider.login({ challenge: 'c1', code: '123456' });
    expect(code[0].body).toEqual({ challenge: 'c1', code: '123456' });
    expect(window.sessionStorage.getItem('astroshop.admin.token')).toBe('t-owner');
    expect(Object.keys(window.localStorage)).toEqual([]);
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
    expect(await authProvider.getPermissions()).toBe('owner');
  });

  it('hands over the enrolment’s QR code and secret when the operator has no authenticator yet', async () => {
    const enrolment = {
      step: 'enrol',
      challenge: 'c2',
      otpauthUrl: 'otpauth://totp/AstroShop:owner?secret=JBSWY3DPEHPK3PXP',
      qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
    };
    answerAdmin('post', '/session', enrolment);
    await expect(
      authProvider.login({ email: 'owner@astroshop.ge', password: 'a long password' }),
    ).rejects.toMatchObject({ next: enrolment });
  });

  it('signs in at once when no code is asked (staff without two-step sign-in)', async () => {
    answerAdmin('post', '/session', { step: 'done', token: 't-staff', operator: staff });
    await authProvider.login({ email: 'staff@astroshop.ge', password: 'a long password' });
    expect(session.token()).toBe('t-staff');
    expect(await authProvider.getIdentity()).toMatchObject({ id: 2, fullName: 'staff@astroshop.ge' });
  });

  it('fails with the server’s message on a wrong password', async () => {
    answerAdmin('post', '/session', { message: 'ელფოსტა ან პაროლი არასწორია' }, 401);
    await expect(authProvider.login({ email: 'owner@astroshop.ge', password: 'wrong password' })).rejects.toMatchObject(
      {
        status: 401,
        message: 'ელფოსტა ან პაროლი არასწორია',
      },
    );
    expect(session.token()).toBeNull();
  });
});

describe('a session', () => {
  it('reads the operator once from /me after a reload', async () => {
    session.start('t-kept');
    const me = answerAdmin('get', '/me', owner);
    expect(await authProvider.getIdentity()).toMatchObject({ email: 'owner@astroshop.ge', fullName: 'Nino' });
    expect(await authProvider.getPermissions()).toBe('owner');
    expect(me).toHaveLength(1);
    expect(me[0].headers.get('authorization')).toBe('Bearer t-kept');
  });

  it('ends on a 401 (no, forged or expired token): the token is forgotten', async () => {
    session.start('t-expired');
    answerAdmin('get', '/orders', { message: 'Sign in again' }, 401);
    const error = await dataProvider.getList('orders', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    await expect(authProvider.checkError(error as HttpError)).rejects.toBe(error);
    expect(session.token()).toBeNull();
    await expect(authProvider.checkAuth()).rejects.toThrow();
  });

  it('stays signed in on a 403 (a right the role lacks), with the server’s message to show', async () => {
    session.start('t-staff');
    answerAdmin('get', '/promo-codes', { message: 'თქვენს როლს ეს არ შეუძლია' }, 403);
    const error = (await dataProvider.getList('promo-codes', {}).catch((caught: unknown) => caught)) as HttpError;
    expect(error).toMatchObject({ status: 403, message: 'თქვენს როლს ეს არ შეუძლია' });
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    expect(session.token()).toBe('t-staff');
  });

  it('signs out on the server too, and forgets the token', async () => {
    session.start('t-owner');
    const sent = answerAdmin('post', '/logout', {});
    await authProvider.logout();
    expect(sent[0].headers.get('authorization')).toBe('Bearer t-owner');
    expect(session.token()).toBeNull();
  });
});

describe('what a role sees', () => {
  const access = async (operator: typeof owner, resource: string, action: string) => {
    session.start(`t-${operator.role}`);
    answerAdmin('get', '/me', operator);
    return authProvider.canAccess({ resource, action });
  };

  it('shows staff the orders’ fulfilment and stock, without prices, refunds, promo codes or operators', async () => {
    expect(await access(staff, 'orders', 'list')).toBe(true);
    expect(await access(staff, 'orders', 'status')).toBe(true);
    expect(await access(staff, 'products', 'stock')).toBe(true);
    expect(await access(staff, 'orders', 'refund')).toBe(false);
    expect(await access(staff, 'products', 'price')).toBe(false);
    expect(await access(staff, 'products', 'edit')).toBe(false);
    expect(await access(staff, 'promo-codes', 'list')).toBe(false);
    expect(await access(staff, 'customers', 'list')).toBe(false);
    // the API gives staff neither the dashboard's figures nor the categories (the catalogue's)
    expect(await access(staff, 'dashboard', 'show')).toBe(false);
    expect(await access(staff, 'categories', 'list')).toBe(false);
    expect(await access(staff, 'operators', 'list')).toBe(false);
  });

  it('shows a manager everything but the operators and the audit log, and an owner all of it', async () => {
    const manager = { ...owner, role: 'manager' };
    expect(await access(manager, 'orders', 'refund')).toBe(true);
    expect(await access(manager, 'products', 'price')).toBe(true);
    expect(await access(manager, 'operators', 'list')).toBe(false);
    expect(await access(manager, 'audit', 'list')).toBe(false);
    expect(await access(owner, 'operators', 'create')).toBe(true);
    expect(await access(owner, 'audit', 'list')).toBe(true);
    expect(await access(owner, 'audit', 'delete')).toBe(false);
  });
});
