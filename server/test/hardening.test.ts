import crypto from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { shopMailer } from '../src/auth/mailer';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { firstUnstorable } from '../src/http/storableInput';
import { buildTestApp, login, newUserFields, productId, registerUser, waitFor, type TestApp } from './helpers';

// The HTTP and account half of the adversarial review (issue 12): each case failed before its fix.

/** production refuses to start without its key of the operators' authenticator secrets */
const ADMIN_TOTP_KEY = crypto.randomBytes(32).toString('base64');
let shop: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  shop = await buildTestApp();
  app = shop.app;
});
afterAll(() => app.close());

const post = (target: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  target.inject({ method: 'POST', url, payload: payload as object, headers });
const resetLink = (text: string) => /(\S+\/reset-password\?token=[\w-]+)/.exec(text)?.[1] ?? '';

describe('deep JSON', () => {
  it('answers 400 past 32 levels, and takes a body as deep as a real one', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 33; i++) deep = [deep];
    const refused = await post(app, '/api/cart', { products: {}, promo: null, x: deep });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'The request body nests deeper than 32 levels.' });
    // brackets inside strings are text, not nesting
    const cart = await post(app, '/api/cart', { products: {}, promo: null, comment: '['.repeat(1000) });
    expect(cart.statusCode).toBe(200);
  });

  it('names the place of an unstorable value however deep it is', () => {
    let value: unknown = { name: 'a\u0000b' };
    for (let i = 0; i < 20_000; i++) value = [value];
    expect(firstUnstorable(value)).toBe(`${Array.from({ length: 20_000 }, () => '0').join('.')}.name`);
    expect(firstUnstorable({ a: [1, { b: Infinity }] })).toBe('a.1.b');
  });
});

describe('links in mails and to banks', () => {
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  it('come from PUBLIC_URL, whatever Host or X-Forwarded-Host the request names', async () => {
    const { app: configured, mails } = await buildTestApp({
      config: { publicUrl: 'https://shop.example.ge/' },
      env: { TRUST_PROXY: '1' },
    });
    try {
      const user = await registerUser(configured);
      await post(configured, '/api/reset', { email: user.email }, forged);
      const mail = await waitFor(() => mails.find((sent) => sent.to === user.email));
      expect(resetLink(mail.text)).toMatch(/^https:\/\/shop\.example\.ge\/en\/reset-password\?token=/);
      const checkout = await post(
        configured,
        '/api/checkout',
        { products: { [await productId(configured, 'delta-mount')]: 1 }, comment: 'x' },
        { ...user.auth, ...forged },
      );
      const redirect = new URL(checkout.json().redirect);
      expect(redirect.origin).toBe('https://shop.example.ge');
      expect(decodeURIComponent(redirect.search)).not.toContain('evil.example');
    } finally {
      await configured.close();
    }
  });

  it('come from the listening address in development, never from the request', async () => {
    const { app: listening, mails } = await buildTestApp();
    try {
      await listening.listen({ host: '127.0.0.1', port: 0 });
      const { port } = listening.server.address() as net.AddressInfo;
      const user = await registerUser(listening);
      await post(listening, '/api/reset', { email: user.email }, forged);
      const mail = await waitFor(() => mails.find((sent) => sent.to === user.email));
      expect(resetLink(mail.text).startsWith(`http://127.0.0.1:${port}/en/reset-password?token=`)).toBe(true);
    } finally {
      await listening.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('trusts the configured number of proxies, not the leftmost X-Forwarded-For a client writes', async () => {
    const { app: proxied } = await buildTestApp({
      env: { TRUST_PROXY: '1' },
      config: { authRateLimit: { max: 2, timeWindow: 60_000 } },
    });
    try {
      // the proxy appends the address it saw; a client varying what it wrote before that gains nothing
      const attempt = (spoofed: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/reset',
          payload: { email: 'someone@example.ge' },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.9` },
        });
      expect((await attempt('1.1.1.1')).statusCode).toBe(200);
      expect((await attempt('2.2.2.2')).statusCode).toBe(200);
      expect((await attempt('3.3.3.3')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('refuses "true", which would trust any client', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toBe('10.0.0.1, 10.0.0.2');
  });
});

describe('login limits', () => {
  it('count failed logins per account from any address, and a success clears them', async () => {
    const { app: guarded } = await buildTestApp({ config: { accountRateLimit: { max: 3, timeWindow: 60_000 } } });
    try {
      const user = await registerUser(guarded);
      const other = await registerUser(guarded);
      const attempt = (email: string, password: string, address: string) =>
        guarded.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: address });
      for (let i = 0; i < 3; i++)
        expect((await attempt(user.email, 'wrong-guess', `198.51.100.${i}`)).statusCode).toBe(401);
      // the fourth guess, from yet another address, is refused even with the right password
      expect((await attempt(user.email.toUpperCase(), user.password, '198.51.100.99')).statusCode).toBe(429);
      expect((await attempt(other.email, other.password, '198.51.100.1')).statusCode).toBe(200);
      for (let i = 0; i < 2; i++)
        expect((await attempt(other.email, 'wrong-guess', '198.51.100.1')).statusCode).toBe(401);
      expect((await attempt(other.email, other.password, '198.51.100.1')).statusCode).toBe(200);
      expect((await attempt(other.email, 'wrong-guess', '198.51.100.1')).statusCode).toBe(401);
      expect((await attempt(other.email, other.password, '198.51.100.1')).statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('check at most the limit of passwords of one account, however many guesses arrive at once', async () => {
    const { app: guarded } = await buildTestApp({ config: { accountRateLimit: { max: 10, timeWindow: 60_000 } } });
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      const user = await registerUser(guarded);
      scrypt.mockClear();
      // 39 wrong guesses and, last, the right password, all sent before any is answered
      const guesses = [...Array.from({ length: 39 }, (_, i) => `wrong-guess-${i}`), user.password];
      const answers = await Promise.all(
        guesses.map((password) => post(guarded, '/api/login', { email: user.email, password })),
      );
      expect(scrypt.mock.calls.length).toBeLessThanOrEqual(10);
      expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(10);
      expect(answers.at(-1)!.statusCode).toBe(429);
      expect(answers.every((answer) => answer.statusCode !== 200)).toBe(true);
    } finally {
      scrypt.mockRestore();
      await guarded.close();
    }
  });

  it('let a shopper who mistypes twice log in, and mistype again afterwards', async () => {
    const { app: guarded } = await buildTestApp({ config: { accountRateLimit: { max: 3, timeWindow: 60_000 } } });
    try {
      const user = await registerUser(guarded);
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 2; i++)
          expect((await post(guarded, '/api/login', { email: user.email, password: 'mistyped' })).statusCode).toBe(401);
        await login(guarded, user.email, user.password);
      }
    } finally {
      await guarded.close();
    }
  });

  it('run scrypt for an unknown email as for a known one', async () => {
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      const user = await registerUser(app);
      scrypt.mockClear();
      await post(app, '/api/login', { email: user.email, password: 'wrong-guess' });
      const known = scrypt.mock.calls.length;
      await post(app, '/api/login', { email: 'nobody-at-all@example.ge', password: 'wrong-guess' });
      expect(known).toBe(1);
      expect(scrypt.mock.calls.length).toBe(2);
    } finally {
      scrypt.mockRestore();
    }
  });
});

describe('password changes on the profile', () => {
  const profile = () => {
    const { fname, lname, phone, pid } = newUserFields();
    return { fname, lname, phone, pid };
  };
  const change = (
    target: FastifyInstance,
    user: { id: number; auth: Record<string, string>; password: string },
    password?: string,
    current = user.password,
  ) =>
    post(
      target,
      `/api/user/${user.id}/update`,
      { ...profile(), ...(password ? { password, repeat_password: password, current_password: current } : {}) },
      user.auth,
    );

  it('sign out every other session of the account, and keep this one', async () => {
    const user = await registerUser(app);
    const elsewhere = { authorization: `Bearer ${await login(app, user.email, user.password)}` };
    expect((await change(app, user, 'a-new-password')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: elsewhere })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: user.auth })).statusCode).toBe(200);
    // a profile change without a password signs nobody out
    const third = { authorization: `Bearer ${await login(app, user.email, 'a-new-password')}` };
    expect((await change(app, user)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: third })).statusCode).toBe(200);
  });

  it('ask for the current password: missing or wrong, a 422 on current_password in the language asked, and nothing changes', async () => {
    const user = await registerUser(app);
    const elsewhere = { authorization: `Bearer ${await login(app, user.email, user.password)}` };
    const missing = await post(
      app,
      `/api/user/${user.id}/update`,
      { ...profile(), password: 'taken-over', repeat_password: 'taken-over' },
      user.auth,
    );
    expect([missing.statusCode, missing.json()]).toEqual([
      422,
      {
        message: 'The current password field is required.',
        errors: { current_password: ['The current password field is required.'] },
      },
    ]);
    const wrong = await post(
      app,
      `/api/user/${user.id}/update`,
      { ...profile(), password: 'taken-over', repeat_password: 'taken-over', current_password: 'a-guess' },
      { ...user.auth, 'accept-language': 'ka' },
    );
    expect([wrong.statusCode, wrong.json()]).toEqual([
      422,
      { message: 'მიმდინარე პაროლი არასწორია.', errors: { current_password: ['მიმდინარე პაროლი არასწორია.'] } },
    ]);
    // the password and every session are as they were
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: elsewhere })).statusCode).toBe(200);
    await login(app, user.email, user.password);
    expect((await change(app, user, 'changed-by-owner')).statusCode).toBe(200);
    await login(app, user.email, 'changed-by-owner');
  });

  it("count a wrong current password among the account's password checks, with failed logins", async () => {
    const { app: guarded } = await buildTestApp({ config: { accountRateLimit: { max: 3, timeWindow: 60_000 } } });
    try {
      const user = await registerUser(guarded);
      // a right current password clears the count, as a login does
      for (let i = 0; i < 2; i++) expect((await change(guarded, user, 'taken-over', 'a-guess')).statusCode).toBe(422);
      expect((await change(guarded, user, 'changed-by-owner')).statusCode).toBe(200);
      const owner = { ...user, password: 'changed-by-owner' };
      for (let i = 0; i < 2; i++) expect((await change(guarded, owner, 'taken-over', 'a-guess')).statusCode).toBe(422);
      expect((await post(guarded, '/api/login', { email: user.email, password: 'a-guess' })).statusCode).toBe(401);
      // three checks in the window: the right password is refused at login and on the profile alike
      expect((await post(guarded, '/api/login', { email: user.email, password: owner.password })).statusCode).toBe(429);
      const refused = await change(guarded, owner, 'changed-again');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await guarded.close();
    }
  });

  it('are rate-limited per account', async () => {
    const { app: guarded } = await buildTestApp({ config: { accountRateLimit: { max: 2, timeWindow: 60_000 } } });
    try {
      const user = await registerUser(guarded);
      expect((await change(guarded, user, 'first-password')).statusCode).toBe(200);
      expect((await change(guarded, user, 'second-password', 'first-password')).statusCode).toBe(200);
      const limited = await change(guarded, user, 'third-password', 'second-password');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
      await login(guarded, user.email, 'second-password');
      expect((await change(guarded, user)).statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});

describe('reset links', () => {
  it('are all void once one of them was used', async () => {
    const user = await registerUser(app);
    const links: string[] = [];
    for (let i = 0; i < 2; i++) {
      const before = shop.mails.length;
      await post(app, '/api/reset', { email: user.email });
      links.push(
        resetLink((await waitFor(() => shop.mails.slice(before).find((sent) => sent.to === user.email))).text),
      );
    }
    const tokenOf = (link: string) => new URL(link).searchParams.get('token');
    const confirm = (link: string) =>
      post(app, '/api/reset/confirm', {
        token: tokenOf(link),
        password: 'after-reset',
        repeat_password: 'after-reset',
      });
    expect((await confirm(links[1])).statusCode).toBe(200);
    expect((await confirm(links[0])).statusCode).toBe(422);
  });
});

describe('slow requests', () => {
  it('close a connection whose body never finishes arriving', async () => {
    const { app: timed } = await buildTestApp({ config: { requestTimeoutMs: 300 } });
    try {
      await timed.listen({ host: '127.0.0.1', port: 0 });
      const { port } = timed.server.address() as net.AddressInfo;
      const answer = await new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            // a body far longer than the trickle can send: on a starved machine a short one completed (400) first
            'POST /api/cart HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"pro',
          );
        });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        // a byte now and then: the connection is never idle, only never done
        const trickle = setInterval(() => socket.writable && socket.write(' '), 50);
        socket.on('close', () => {
          clearInterval(trickle);
          resolve(received);
        });
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await timed.close();
    }
  });
});

describe('data files and logs', () => {
  it('keep the data folder, the database and the outbox to the shop user, and log no reset link', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'astroshop-data-')), 'data');
    let log = '';
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => ((log += chunk.toString()), done()) });
    const owned = await buildApp({
      config: { dataDir, distDir: dataDir, scryptCost: 1024 },
      seed: false,
      env: { MAX_EVENT_LOOP_DELAY_MS: '0' },
      logger: { stream },
    });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, 'pglite', 'PG_VERSION')).mode & 0o777).toBe(0o600);
      const fields = newUserFields();
      await post(owned, '/api/register', fields);
      await post(owned, '/api/reset', { email: fields.email });
      const outbox = path.join(dataDir, 'outbox');
      const [file] = await waitFor(
        () => statSync(outbox, { throwIfNoEntry: false }) && readdirSync(outbox).length > 0 && readdirSync(outbox),
      );
      expect(statSync(outbox).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(outbox, file)).mode & 0o777).toBe(0o600);
      await waitFor(() => log.includes('mail written to the outbox'));
      expect(log).not.toContain('reset-password?token=');
    } finally {
      await owned.close();
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });

  it('mails through nodemailer into the outbox when no SMTP server is configured', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'astroshop-outbox-'));
    try {
      const lines: string[] = [];
      const log = { info: (...args: unknown[]) => lines.push(JSON.stringify(args)) } as unknown as Parameters<
        typeof shopMailer
      >[1];
      await shopMailer({ from: 'AstroShop <shop@example.ge>', outboxDir }, log).send({
        to: 'nino@example.ge',
        subject: 'Reset your password',
        text: 'the link: secret-token',
      });
      const [file] = readdirSync(outboxDir);
      const message = readFileSync(path.join(outboxDir, file), 'utf8');
      expect(message).toMatch(/^From: AstroShop <shop@example\.ge>$/m);
      expect(message).toMatch(/^To: nino@example\.ge$/m);
      expect(message).toContain('the link: secret-token');
      expect(lines.join('\n')).not.toContain('secret-token');
    } finally {
      rmSync(outboxDir, { recursive: true, force: true });
    }
  });

  it('mails over SMTP when SMTP_URL is set', async () => {
    // the smallest SMTP server nodemailer will talk to: it keeps what it is given between DATA and "."
    let message = '';
    const smtp = net.createServer((socket) => {
      let inData = false;
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk
          .toString()
          .split('\r\n')
          .filter((part, i, all) => part !== '' || i < all.length - 1)) {
          if (inData) {
            if (line === '.') {
              inData = false;
              socket.write('250 queued\r\n');
            } else message += `${line}\n`;
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = smtp.address() as net.AddressInfo;
      const log = { info: () => undefined } as unknown as Parameters<typeof shopMailer>[1];
      const mailer = shopMailer(
        { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'AstroShop <shop@example.ge>', outboxDir: '/nonexistent' },
        log,
      );
      await mailer.send({ to: 'nino@example.ge', subject: 'Reset your password', text: 'over smtp' });
      expect(message).toMatch(/^To: nino@example\.ge$/m);
      expect(message).toContain('over smtp');
    } finally {
      smtp.close();
    }
  });

  it('say which folder is damaged when the embedded database cannot open', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'astroshop-damaged-'));
    try {
      mkdirSync(path.join(dir, 'global'), { recursive: true });
      writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
      writeFileSync(path.join(dir, 'global', 'pg_control'), Buffer.alloc(8192, 0xab));
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(
        new RegExp(`${dir.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}.*damaged.*backup`),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('every answer', () => {
  it('has the shop’s error shape and security headers, a malformed URL included', async () => {
    const response = await app.inject({ method: 'GET', url: '/%c0%ae' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request is invalid.' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('carries COOP and CORP, and HSTS when the shop is public over https', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(plain.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(plain.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const { app: public_ } = await buildTestApp({ config: { publicUrl: 'https://shop.example.ge' } });
    try {
      expect(
        (await public_.inject({ method: 'GET', url: '/api/categories' })).headers['strict-transport-security'],
      ).toMatch(/max-age=\d+/);
    } finally {
      await public_.close();
    }
  });
});

describe('bodies', () => {
  it('are not coerced: a wrong type is a 422 naming the field', async () => {
    const register = await post(app, '/api/register', newUserFields({ fname: ['Nino'] }));
    expect(register.statusCode).toBe(422);
    expect(Object.keys(register.json().errors)).toEqual(['fname']);
    const id = await productId(app, 'delta-mount');
    for (const quantity of [true, null, '2']) {
      const cart = await post(app, '/api/cart', { products: { [id]: quantity } });
      expect(cart.statusCode).toBe(422);
      expect(Object.keys(cart.json().errors)).toEqual([`products.${id}`]);
    }
    // the address is text by nature: its numbers are still read as numbers
    expect((await app.inject({ method: 'GET', url: '/api/products/telescopes?page=1' })).statusCode).toBe(200);
  });

  it('refuse names with no visible character or with bidirectional controls', async () => {
    for (const fname of ['\u200b\u200b', '\u00a0\u200d', 'Nino\u202egnp.exe', '\u2066Nino']) {
      const response = await post(app, '/api/register', newUserFields({ fname }));
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['fname']);
    }
    expect((await post(app, '/api/register', newUserFields({ fname: 'ნინო' }))).statusCode).toBe(200);
  });
});

describe('configuration', () => {
  it('is listed whole in .env.example, with the defaults', async () => {
    const text = readFileSync(path.join(__dirname, '..', '..', '.env.example'), 'utf8');
    const example = Object.fromEntries(
      text
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(example).sort()).toEqual([...CONFIG_VARIABLES].sort());
    expect(loadConfig(example)).toEqual(loadConfig({}));
  });

  it('logs readable lines in development and JSON lines in production, unless told', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.ge', ADMIN_TOTP_KEY };
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig(production).logFormat).toBe('json');
    expect(loadConfig({ ...production, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  it('stops at a wrong value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ CATALOGUE_CACHE_MS: '-1' })).toThrow(/CATALOGUE_CACHE_MS/);
    // a bank's credentials come whole or not at all
    expect(() => loadConfig({ BOG_CLIENT_ID: 'shop' })).toThrow(
      /BOG_CLIENT_ID set but not BOG_CLIENT_SECRET, BOG_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ TBC_API_KEY: 'k', TBC_CLIENT_ID: 'c' })).toThrow(/TBC_CLIENT_SECRET/);
    expect(() => loadConfig({ BOG_API_URL: 'ftp://bog' })).toThrow(/BOG_API_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.ge' })).toThrow(
      /ADMIN_TOTP_KEY is required/,
    );
    expect(() => loadConfig({ ADMIN_TOTP_KEY: 'too-short' })).toThrow(/ADMIN_TOTP_KEY must be 32 bytes/);
    expect(() => loadConfig({ ADMIN_TOTP_KEY: crypto.randomBytes(16).toString('hex') })).toThrow(/ADMIN_TOTP_KEY/);
    const hex = crypto.randomBytes(32);
    expect(loadConfig({ ADMIN_TOTP_KEY: hex.toString('hex') }).adminTotpKey.equals(hex)).toBe(true);
    expect(loadConfig({ ADMIN_TOTP_KEY: hex.toString('base64') }).adminTotpKey.equals(hex)).toBe(true);
  });

  it('in production plays no bank unless asked, and checkout then answers 503 with a message', async () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.ge', ADMIN_TOTP_KEY };
    expect(loadConfig(production).paymentsSandbox).toBe(false);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: 'on' }).paymentsSandbox).toBe(true);
    expect(loadConfig({}).paymentsSandbox).toBe(true);
    const { app: bankless } = await buildTestApp({ env: production });
    try {
      const user = await registerUser(bankless);
      const checkout = await post(
        bankless,
        '/api/checkout',
        { products: { [await productId(bankless, 'delta-mount')]: 1 }, comment: 'x' },
        user.auth,
      );
      expect(checkout.statusCode).toBe(503);
      expect(checkout.json()).toEqual({ message: 'The payment service is not available. Please try again later.' });
    } finally {
      await bankless.close();
    }
  });
});

describe('health and load shedding', () => {
  it('answers OK while the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK' });
  });

  it('answers 503 with Retry-After at once while the event loop lags, instead of queueing', async () => {
    const { app: loaded } = await buildTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '5' } });
    try {
      // a 3 s block: the next sample of the event-loop delay (every second) sees it
      const until = Date.now() + 3000;
      while (Date.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const shed = await loaded.inject({ method: 'GET', url: '/api/categories' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(shed.json()).toEqual({ message: 'The shop is very busy right now. Please try again in a few seconds.' });
    } finally {
      await loaded.close();
    }
  });
});
