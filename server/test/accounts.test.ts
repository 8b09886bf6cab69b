import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Mail } from '../src/auth/mailer';
import type { Database } from '../src/db/client';
import { buildTestApp, login, newUserFields, registerUser, waitFor } from './helpers';

let app: FastifyInstance;
let db: Database;
let mails: Mail[];
beforeAll(async () => {
  ({ app, db, mails } = await buildTestApp());
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('register', () => {
  it('creates an account that can sign in', async () => {
    const fields = newUserFields();
    expect((await post('/api/register', fields)).json()).toEqual({ status: 'OK' });
    const response = await post('/api/login', { email: fields.email, password: fields.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer' });
  });

  it('answers 422 with an error per invalid field', async () => {
    const response = await post('/api/register', {
      fname: ' ',
      lname: 'B',
      phone: 'abc',
      email: 'not-an-email',
      pid: '123',
      password: 'short',
      repeat_password: 'short',
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'fname', 'password', 'phone', 'pid']);
    expect(body.errors.pid).toEqual(['The personal ID must be exactly 11 digits.']);
    expect(body.errors.password).toEqual(['The password must be at least 8 characters.']);
    expect(body.message).toEqual(expect.any(String));
  });

  it('names missing fields, in Georgian for ka', async () => {
    const response = await post('/api/register', { email: 'a@b.ge' }, { 'accept-language': 'ka' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors.fname).toEqual(['ველი „სახელი“ სავალდებულოა.']);
    expect(Object.keys(body.errors).sort()).toEqual(['fname', 'lname', 'password', 'phone', 'pid', 'repeat_password']);
  });

  it('rejects passwords that differ', async () => {
    const response = await post('/api/register', newUserFields({ repeat_password: 'something-else' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The passwords do not match.',
      errors: { repeat_password: ['The passwords do not match.'] },
    });
  });

  it('answers every problem of the form at once: the phone, the document, the passwords and a taken email', async () => {
    const taken = newUserFields();
    await post('/api/register', taken);
    const response = await post(
      '/api/register',
      newUserFields({ email: taken.email, phone: '555-12-34', pid: '123', repeat_password: 'something-else' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['This email is already registered.'],
      phone: ['Enter a valid phone number.'],
      pid: ['The personal ID must be exactly 11 digits.'],
      repeat_password: ['The passwords do not match.'],
    });
  });

  it.each(['555-12-34', '599 11 22', '+995 123 45 67 89', '0000000'])(
    'judges the phone %s by the phone library: no such number',
    async (phone) => {
      const response = await post('/api/register', newUserFields({ phone }));
      expect([response.statusCode, response.json().errors]).toEqual([422, { phone: ['Enter a valid phone number.'] }]);
    },
  );

  it.each(['555 12 34 56', '+995 599 11 22 33', '(599) 11-22-33', '+44 20 7946 0958'])(
    'takes the phone %s as written, a Georgian number without its code or any number with one',
    async (phone) => {
      const fields = newUserFields({ phone });
      expect((await post('/api/register', fields)).statusCode).toBe(200);
      const { access_token } = (await post('/api/login', { email: fields.email, password: fields.password })).json();
      const user = await app.inject({ url: '/api/user', headers: { authorization: `Bearer ${access_token}` } });
      expect(user.json().phone).toBe(phone);
    },
  );

  it('rejects a taken email, whatever its letter case', async () => {
    const fields = newUserFields();
    await post('/api/register', fields);
    const response = await post('/api/register', newUserFields({ email: fields.email.toUpperCase() }), {
      'accept-language': 'ka',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['ეს ელფოსტა უკვე დარეგისტრირებულია.'] });
  });

  it('stores a scrypt hash of the password and a sha256 hash of the token, never the secrets', async () => {
    const user = await registerUser(app, { password: 'plain-text-secret', repeat_password: 'plain-text-secret' });
    const { rows: users } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
      user.id,
    ]);
    expect(users[0].password_hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(users[0].password_hash).not.toContain('plain-text-secret');
    const { rows: tokens } = await db.query<{ token_hash: string }>(
      'SELECT token_hash FROM access_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(tokens.map((row) => row.token_hash)).toEqual([createHash('sha256').update(user.token).digest('hex')]);
  });
});

describe('login and tokens', () => {
  it('answers 401 with a message for bad credentials and for an unknown email', async () => {
    const user = await registerUser(app);
    const wrong = await post('/api/login', { email: user.email, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'These credentials do not match our records.' });
    const unknown = await post(
      '/api/login',
      { email: 'nobody@example.ge', password: 'whatever1' },
      { 'accept-language': 'ka' },
    );
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'ელფოსტა ან პაროლი არასწორია.' });
  });

  it('answers the user for a token and 401 without one', async () => {
    const user = await registerUser(app, { fname: 'Giorgi', pid: '01001011234' });
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: user.auth });
    expect(me.json()).toEqual({
      id: user.id,
      fname: 'Giorgi',
      lname: 'Beridze',
      phone: '599 11 22 33',
      email: user.email,
      pid: '01001011234',
      id_kind: 'personal_id',
    });
    const anonymous = await app.inject({ method: 'GET', url: '/api/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: 'Bearer forged' } })).statusCode,
    ).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const user = await registerUser(app);
    const logout = await app.inject({ method: 'GET', url: '/api/logout', headers: user.auth });
    expect(logout.json()).toEqual({ status: 'OK' });
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: user.auth })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/logout', headers: user.auth })).statusCode).toBe(401);
  });
});

describe('profile update', () => {
  const update = (id: number, auth: Record<string, string>, fields: Record<string, unknown>) =>
    post(
      `/api/user/${id}/update`,
      {
        loading: true,
        fname: 'Nino',
        lname: 'Beridze',
        phone: '599 11 22 33',
        pid: '01001011234',
        email: 'ignored@example.ge',
        password: '',
        repeat_password: '',
        ...fields,
      },
      auth,
    );

  it('updates the profile, ignores email and keeps the password when empty', async () => {
    const user = await registerUser(app);
    const response = await update(user.id, user.auth, {
      fname: 'Ana',
      lname: 'Kapanadze',
      phone: '+995 555 12 34 56',
      pid: '12345678901',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'OK',
      user: {
        id: user.id,
        fname: 'Ana',
        lname: 'Kapanadze',
        phone: '+995 555 12 34 56',
        email: user.email,
        pid: '12345678901',
        id_kind: 'personal_id',
      },
    });
    await login(app, user.email, user.password);
  });

  it('changes the password when given twice, with the current one', async () => {
    const user = await registerUser(app);
    expect(
      (
        await update(user.id, user.auth, {
          password: 'new-password',
          repeat_password: 'new-password',
          current_password: user.password,
        })
      ).statusCode,
    ).toBe(200);
    await login(app, user.email, 'new-password');
    expect((await post('/api/login', { email: user.email, password: user.password })).statusCode).toBe(401);
  });

  it('validates the fields', async () => {
    const user = await registerUser(app);
    const short = await update(user.id, user.auth, {
      password: 'short',
      repeat_password: 'short',
      current_password: user.password,
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: ['The password must be at least 8 characters.'] });
    const mismatch = await update(user.id, user.auth, { password: 'long-enough', repeat_password: 'different!' });
    expect(mismatch.json().errors).toEqual({
      current_password: ['The current password field is required.'],
      repeat_password: ['The passwords do not match.'],
    });
    const invalid = await update(user.id, user.auth, { pid: '1', phone: '' });
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['phone', 'pid']);
    // the document, the phone and the new password judged in one round
    const all = await update(user.id, user.auth, {
      pid: '1',
      phone: '555-12-34',
      password: 'long-enough',
      repeat_password: 'different!',
      current_password: user.password,
    });
    expect(all.json().errors).toEqual({
      phone: ['Enter a valid phone number.'],
      pid: ['The personal ID must be exactly 11 digits.'],
      repeat_password: ['The passwords do not match.'],
    });
  });

  it("refuses another user's id with 403 and changes nothing", async () => {
    const victim = await registerUser(app, { fname: 'Victim' });
    const attacker = await registerUser(app);
    const response = await update(victim.id, attacker.auth, {
      fname: 'Hacked',
      password: 'attacker-pass',
      repeat_password: 'attacker-pass',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String) });
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: victim.auth });
    expect(me.json().fname).toBe('Victim');
    await login(app, victim.email, victim.password);
  });

  it('needs a token', async () => {
    const user = await registerUser(app);
    expect((await update(user.id, {}, {})).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const linkToken = (mail: Mail) => /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
  /** the mail goes out after the answer (an unknown email must not answer sooner): wait for the one to `to` */
  const mailTo = (to: string) => waitFor(() => mails.findLast((mail) => mail.to === to));

  it('mails a one-time link in the request language, then sets the new password and signs out everywhere', async () => {
    const user = await registerUser(app);
    const response = await post('/api/reset', { email: user.email.toUpperCase() }, { 'accept-language': 'ka' });
    expect(response.json()).toEqual({ status: 'OK' });
    const mail = await mailTo(user.email);
    expect(mail.text).toMatch(/\/ka\/reset-password\?token=/);
    const token = linkToken(mail);

    const confirm = await post('/api/reset/confirm', {
      token,
      password: 'brand-new-pass',
      repeat_password: 'brand-new-pass',
    });
    expect(confirm.json()).toEqual({ status: 'OK' });
    await login(app, user.email, 'brand-new-pass');
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: user.auth })).statusCode).toBe(401);

    const again = await post('/api/reset/confirm', {
      token,
      password: 'another-pass',
      repeat_password: 'another-pass',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toHaveProperty('token');
  });

  it('answers OK for an unknown email without sending anything', async () => {
    const user = await registerUser(app);
    const before = mails.length;
    expect((await post('/api/reset', { email: 'nobody@example.ge' })).json()).toEqual({ status: 'OK' });
    // a known email's mail, asked for after it, arrives alone
    await post('/api/reset', { email: user.email });
    await mailTo(user.email);
    expect(mails.slice(before).map((mail) => mail.to)).toEqual([user.email]);
  });

  // anyone can register any address: the first name in a reset mail was written by a stranger
  const resetText: Record<string, string> = {
    en: 'Open this link to choose a new password (it works once):',
    ka: 'ახალი პაროლის დასაყენებლად გახსენით ბმული (მოქმედებს ერთხელ):',
  };
  it.each([
    [
      'Hello customer! Your order was charged twice: claim a refund at https://refunds.example/claim',
      'Hello,',
      'გამარჯობა!',
    ],
    ['Visit shop-refunds.example', 'Hello,', 'გამარჯობა!'],
    ['Nino\n\nYour card was blocked', 'Hello,', 'გამარჯობა!'],
    ['Call 599 00 00 00', 'Hello,', 'გამარჯობა!'],
    ['Giorgi Aleksandre Mariam Nino', 'Hello,', 'გამარჯობა!'],
    ['Jean-Luc', 'Hello Jean-Luc,', 'გამარჯობა, Jean-Luc!'],
    ['ნინო', 'Hello ნინო,', 'გამარჯობა, ნინო!'],
    ["Mary O'Neil", "Hello Mary O'Neil,", "გამარჯობა, Mary O'Neil!"],
  ])('greets %j as "%s" and quotes nothing else of it', async (fname, english, georgian) => {
    const user = await registerUser(app, { fname });
    for (const [lang, greeting] of [
      ['en', english],
      ['ka', georgian],
    ]) {
      const before = mails.length;
      await post('/api/reset', { email: user.email }, { 'accept-language': lang });
      const mail = await waitFor(() => mails.slice(before).find((sent) => sent.to === user.email));
      // the greeting, the shop's own words and the link: nothing else
      const link = /^http:\/\/\S+\/reset-password\?token=[\w-]+$/m.exec(mail.text)![0];
      expect(mail.text).toBe(`${greeting}\n\n${resetText[lang]}\n${link}\n`);
    }
  });

  it('mails at most three links an hour per account, and answers every request alike', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const before = mails.length;
    for (let i = 0; i < 5; i++) {
      const response = await post('/api/reset', { email: user.email });
      expect([response.statusCode, response.json()]).toEqual([200, { status: 'OK' }]);
    }
    await waitFor(() => mails.slice(before).filter((mail) => mail.to === user.email).length === 3);
    // another account's mail, asked for after them, still goes: and arrives after any fourth would have
    await post('/api/reset', { email: other.email });
    await mailTo(other.email);
    expect(mails.slice(before).filter((mail) => mail.to === user.email)).toHaveLength(3);
    const { rows } = await db.query<{ links: number }>(
      'SELECT count(*)::int AS links FROM password_resets WHERE user_id = $1',
      [user.id],
    );
    expect(rows[0].links).toBe(3);
  });

  describe('checking a link before the new password is typed', () => {
    const check = (token: string, lang = 'en') =>
      app.inject({
        method: 'GET',
        url: `/api/reset/check?token=${encodeURIComponent(token)}`,
        headers: { 'accept-language': lang },
      });
    /** a fresh reset link's token for a new account */
    async function mailedToken() {
      const user = await registerUser(app);
      await post('/api/reset', { email: user.email });
      return linkToken(await mailTo(user.email));
    }
    const invalid = (lang: string) => ({
      message:
        lang === 'ka'
          ? 'პაროლის აღდგენის ბმული არასწორია ან ვადაგასულია.'
          : 'This password reset link is invalid or has expired.',
      errors: {
        token: [
          lang === 'ka'
            ? 'პაროლის აღდგენის ბმული არასწორია ან ვადაგასულია.'
            : 'This password reset link is invalid or has expired.',
        ],
      },
    });

    it('says OK for a live link, and leaves it usable', async () => {
      const token = await mailedToken();
      for (let i = 0; i < 2; i++) expect((await check(token)).json()).toEqual({ status: 'OK' });
      expect(
        (await post('/api/reset/confirm', { token, password: 'brand-new-pass', repeat_password: 'brand-new-pass' }))
          .statusCode,
      ).toBe(200);
    });

    it('answers 422 on the token for a used link', async () => {
      const token = await mailedToken();
      await post('/api/reset/confirm', { token, password: 'brand-new-pass', repeat_password: 'brand-new-pass' });
      const response = await check(token, 'ka');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(invalid('ka'));
    });

    it('answers 422 on the token for an expired link', async () => {
      const token = await mailedToken();
      await db.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
        createHash('sha256').update(token).digest('hex'),
      ]);
      const response = await check(token);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(invalid('en'));
    });

    it('answers 422 on the token for an unknown or empty one, and 400 without one', async () => {
      for (const token of ['forged', '']) {
        const response = await check(token);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual(invalid('en'));
      }
      expect((await app.inject({ method: 'GET', url: '/api/reset/check' })).statusCode).toBe(400);
    });

    it('is rate-limited per client like the other account calls', async () => {
      const { app: strict } = await buildTestApp({ config: { authRateLimit: { max: 2, timeWindow: 60_000 } } });
      try {
        const attempt = () =>
          strict.inject({ method: 'GET', url: '/api/reset/check?token=guess', remoteAddress: '203.0.113.7' });
        for (let i = 0; i < 2; i++) expect((await attempt()).statusCode).toBe(422);
        expect((await attempt()).statusCode).toBe(429);
      } finally {
        await strict.close();
      }
    });
  });

  it('rejects a malformed email, a forged token and differing passwords', async () => {
    expect((await post('/api/reset', { email: 'nope' })).statusCode).toBe(422);
    expect(
      (await post('/api/reset/confirm', { token: 'forged', password: 'long-enough', repeat_password: 'long-enough' }))
        .statusCode,
    ).toBe(422);
    const mismatch = await post('/api/reset/confirm', {
      token: 'forged',
      password: 'long-enough',
      repeat_password: 'other-one',
    });
    expect(mismatch.json().errors).toHaveProperty('repeat_password');
  });
});

describe('logs', () => {
  it('have one line per request, and never a password or a token', async () => {
    let log = '';
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => ((log += chunk.toString()), done()) });
    const { app: logged } = await buildTestApp({ logger: { stream } });
    try {
      const user = await registerUser(logged, { password: 'never-in-logs', repeat_password: 'never-in-logs' });
      await logged.inject({ method: 'GET', url: `/ka/reset-password?token=${user.token}` });
      await logged.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'wrong-but-secret' },
      });
      const lines = log
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      // one access line per request, with its answer
      // registerUser signs in once, then the wrong password
      expect(lines.filter((line) => line.url === '/api/login').map((line) => `${line.method} ${line.status}`)).toEqual([
        'POST 200',
        'POST 401',
      ]);
      expect(lines.filter((line) => line.url === '/ka/reset-password?token=[hidden]')).toEqual([
        expect.objectContaining({ status: 200 }),
      ]);
      for (const secret of ['never-in-logs', 'wrong-but-secret', user.token]) expect(log).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 with a message after too many attempts from one client', async () => {
    const { app: strict } = await buildTestApp({ config: { authRateLimit: { max: 3, timeWindow: 60_000 } } });
    try {
      const attempt = () =>
        strict.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'a@b.ge', password: 'x' },
          headers: { 'accept-language': 'ka' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'ძალიან ბევრი მცდელობაა. გთხოვთ, სცადოთ მოგვიანებით.' });
      expect((await strict.inject({ method: 'POST', url: '/api/register', payload: {} })).statusCode).toBe(422);
    } finally {
      await strict.close();
    }
  });

  describe('"email taken" answers', () => {
    const register = (app: FastifyInstance, email: string, address: string) =>
      app.inject({ method: 'POST', url: '/api/register', payload: newUserFields({ email }), remoteAddress: address });

    it('come at most the limit of times an hour per address; then every registration from it is refused alike', async () => {
      const { app: strict } = await buildTestApp({ config: { emailTakenLimit: { max: 2, timeWindow: 60 * 60_000 } } });
      try {
        const taken = newUserFields().email;
        expect((await register(strict, taken, '198.51.100.20')).statusCode).toBe(200);
        // registrations that create an account are not counted
        for (let i = 0; i < 3; i++)
          expect((await register(strict, newUserFields().email, '198.51.100.20')).statusCode).toBe(200);
        for (let i = 0; i < 2; i++)
          expect((await register(strict, taken, '198.51.100.20')).json().errors).toEqual({
            email: ['This email is already registered.'],
          });
        const refused = await register(strict, taken, '198.51.100.20');
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
        // a free email is refused the same way, so the refusal tells nothing either
        const free = await register(strict, newUserFields().email, '198.51.100.20');
        expect([free.statusCode, free.json()]).toEqual([refused.statusCode, refused.json()]);
        expect((await register(strict, taken, '198.51.100.21')).statusCode).toBe(422);
      } finally {
        await strict.close();
      }
    });

    it('are counted before they are answered: a burst gets no more of them', async () => {
      const { app: strict } = await buildTestApp({ config: { emailTakenLimit: { max: 10, timeWindow: 60 * 60_000 } } });
      try {
        const taken = newUserFields().email;
        await register(strict, taken, '198.51.100.30');
        const answers = await Promise.all(Array.from({ length: 30 }, () => register(strict, taken, '198.51.100.30')));
        expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(10);
        expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(20);
      } finally {
        await strict.close();
      }
    });
  });
});
