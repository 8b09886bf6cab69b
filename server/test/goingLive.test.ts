import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config';
import { buildTestApp, productId, registerUser } from './helpers';
import { startOutsideBanks, type OutsideBanks } from './support/banks';
import { startServer } from './support/serverProcess';

// Issue 34, going live with the banks: a live shop starts only with safe payment settings, and its
// checkout offers (and takes) only the methods of the banks that can take money.

jest.setTimeout(180_000);

const ADMIN_TOTP_KEY = randomBytes(32).toString('base64');
const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.ge', ADMIN_TOTP_KEY };
const bogKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString()
  .replace(/\n/g, '\\n');
const bog = { BOG_CLIENT_ID: 'shop', BOG_CLIENT_SECRET: 'secret', BOG_PUBLIC_KEY: bogKey };
const sdkUrl = 'https://webstatic.bog.ge/bog-sdk/bog-sdk.js?version=2&client_id=shop';

describe('a production start', () => {
  const runIf = process.env.DATABASE_URL ? it.skip : it;
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'astroshop-live-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  runIf.each([
    [
      'a bank’s credentials incomplete',
      { ...production, TBC_API_KEY: 'key' },
      /TBC_API_KEY set but not TBC_CLIENT_ID, TBC_CLIENT_SECRET/,
    ],
    [
      'a BOG public key that is not one',
      { ...production, ...bog, BOG_PUBLIC_KEY: 'paste here' },
      /BOG_PUBLIC_KEY is not a PEM public key/,
    ],
    [
      'PUBLIC_URL over plain http',
      { ...production, PUBLIC_URL: 'http://shop.example.ge' },
      /PUBLIC_URL must be an https:\/\/ address/,
    ],
    [
      'a bank over plain http',
      { ...production, ...bog, BOG_API_URL: 'http://api.bog.ge' },
      /BOG_API_URL must be https:\/\//,
    ],
    ['the sandbox asked for by another word', { ...production, PAYMENTS_SANDBOX: 'yes' }, /PAYMENTS_SANDBOX/],
    // `npm start` runs without NODE_ENV=production, where the sandbox is on unless told
    [
      'the sandbox beside a real bank, unasked',
      { NODE_ENV: 'development', ...bog },
      /PAYMENTS_SANDBOX is unset .* the sandbox would play TBC/,
    ],
    [
      'Liberty’s credentials without LIBERTY_ENABLED=on',
      {
        ...production,
        LIBERTY_MERCHANT_ID: 'm',
        LIBERTY_SECRET: 's',
        LIBERTY_PAY_URL: 'https://pay.liberty.ge',
        LIBERTY_API_URL: 'https://api.liberty.ge',
      },
      /LIBERTY_ENABLED is not on/,
    ],
    [
      'BOG’s credentials without its calculator script',
      { ...production, ...bog },
      /BOG_SDK_URL is required when BOG's credentials are set in production/,
    ],
    [
      'a calculator origin that is not one',
      { ...production, BOG_SDK_ORIGINS: 'https://webstatic.bog.ge/bog-sdk/' },
      /BOG_SDK_ORIGINS names "https:\/\/webstatic\.bog\.ge\/bog-sdk\/"/,
    ],
  ])('is refused with %s, naming the setting', async (_case, env, message) => {
    const start = startServer(dataDir, env as NodeJS.ProcessEnv, 60_000);
    await expect(start).rejects.toThrow(/the server exited \(1\)/);
    await expect(start).rejects.toThrow(message);
  });

  it('runs the sandbox only when PAYMENTS_SANDBOX=on says so', () => {
    expect(loadConfig(production).paymentsSandbox).toBe(false);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: 'on' }).paymentsSandbox).toBe(true);
    expect(loadConfig({ ...production, ...bog, BOG_SDK_URL: sdkUrl, PAYMENTS_SANDBOX: 'on' }).paymentsSandbox).toBe(
      true,
    );
    // a trial on this machine may stay on http
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://127.0.0.1:8080' }).publicUrl).toBe('http://127.0.0.1:8080');
  });
});

/** what /api/settings says, and a checkout with `paymethod` */
async function offered(app: FastifyInstance) {
  const settings = await app.inject({ method: 'GET', url: '/api/settings' });
  expect(settings.statusCode).toBe(200);
  return settings.json() as { paymethods: string[]; test_mode: boolean; bog_sdk_url: string | null };
}

async function checkout(app: FastifyInstance, paymethod: string, lang = 'en') {
  const user = await registerUser(app);
  return app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...user.auth, 'accept-language': lang },
    payload: { products: { [await productId(app, 'delta-mount')]: 1 }, paymethod, comment: 'x' },
  });
}

describe('the methods offered', () => {
  it('in development are the banks the sandbox plays, Liberty only when switched on, in test mode', async () => {
    const { app } = await buildTestApp();
    try {
      expect(await offered(app)).toEqual({
        paymethods: ['BOG_CARD', 'BOG_LOAN', 'TBC_CARD', 'TBC_LOAN'],
        test_mode: true,
        bog_sdk_url: null,
      });
      const liberty = await checkout(app, 'LIBERTY_CARD');
      expect(liberty.statusCode).toBe(422);
      expect(liberty.json()).toMatchObject({
        message: 'This payment method is not available. Please choose another one.',
        errors: { paymethod: ['This payment method is not available. Please choose another one.'] },
      });
      expect((await checkout(app, 'LIBERTY_CARD', 'ka')).json().message).toBe(
        'გადახდის ეს მეთოდი მიუწვდომელია. გთხოვთ, აირჩიოთ სხვა.',
      );
      expect((await checkout(app, 'TBC_CARD')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const { app: withLiberty } = await buildTestApp({ env: { LIBERTY_ENABLED: 'on' } });
    try {
      expect((await offered(withLiberty)).paymethods).toContain('LIBERTY_CARD');
      expect((await checkout(withLiberty, 'LIBERTY_CARD')).statusCode).toBe(200);
    } finally {
      await withLiberty.close();
    }
  });

  describe('with one real bank', () => {
    let outside: OutsideBanks;
    beforeAll(async () => {
      outside = await startOutsideBanks();
    });
    afterAll(() => outside.close());

    it('are that bank’s alone, and no test mode; another method is refused', async () => {
      const onlyBog = Object.fromEntries(Object.entries(outside.env).filter(([name]) => name.startsWith('BOG_')));
      const { app } = await buildTestApp({ env: { ...onlyBog, PAYMENTS_SANDBOX: 'off' } });
      try {
        expect(await offered(app)).toEqual({
          paymethods: ['BOG_CARD', 'BOG_LOAN'],
          test_mode: false,
          bog_sdk_url: null,
        });
        expect((await checkout(app, 'TBC_CARD')).statusCode).toBe(422);
        const card = await checkout(app, 'BOG_CARD');
        expect(card.statusCode).toBe(200);
        expect(card.json().redirect).toContain(outside.url);
      } finally {
        await app.close();
      }
    });

    it('are the sandbox’s too when PAYMENTS_SANDBOX=on mixes them deliberately (test mode)', async () => {
      const onlyBog = Object.fromEntries(Object.entries(outside.env).filter(([name]) => name.startsWith('BOG_')));
      const { app } = await buildTestApp({ env: { ...onlyBog, PAYMENTS_SANDBOX: 'on' } });
      try {
        expect(await offered(app)).toMatchObject({
          paymethods: ['BOG_CARD', 'BOG_LOAN', 'TBC_CARD', 'TBC_LOAN'],
          test_mode: true,
        });
      } finally {
        await app.close();
      }
    });
  });

  it('in production with no bank are none: checkout answers 503, no test mode', async () => {
    const { app } = await buildTestApp({ env: production });
    try {
      expect(await offered(app)).toEqual({ paymethods: [], test_mode: false, bog_sdk_url: null });
      expect((await checkout(app, 'BOG_CARD')).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });

  it('in production with PAYMENTS_SANDBOX=on are the sandbox’s, and every page says test mode in its language', async () => {
    const { app } = await buildTestApp({ env: { ...production, PAYMENTS_SANDBOX: 'on' } });
    try {
      expect(await offered(app)).toMatchObject({ test_mode: true });
      const en = await app.inject({ method: 'GET', url: '/en' });
      expect(en.body).toMatch(/data-testid="test-mode"[^>]*>Test mode: no real payments</);
      const ka = await app.inject({ method: 'GET', url: '/ka/cart' });
      expect(ka.body).toMatch(/data-testid="test-mode"[^>]*>სატესტო რეჟიმი: რეალური გადახდები არ ხდება</);
    } finally {
      await app.close();
    }
    const { app: live } = await buildTestApp({ env: production });
    try {
      expect((await live.inject({ method: 'GET', url: '/en' })).body).not.toContain('data-testid="test-mode"');
    } finally {
      await live.close();
    }
  });
});

describe("BOG's installment calculator", () => {
  let outside: OutsideBanks;
  let standIn: FastifyInstance;
  let standInUrl: string;
  beforeAll(async () => {
    outside = await startOutsideBanks();
    // the calculator's script on an origin of its own, as BOG serves it from webstatic.bog.ge
    standIn = Fastify();
    standIn.get('/bog-sdk/bog-sdk.js', async (_request, reply) =>
      reply.type('application/javascript').send('window.BOG = { Calculator: { open() {} } };'),
    );
    await standIn.listen({ host: '127.0.0.1', port: 0 });
    standInUrl = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await standIn.close();
    await outside.close();
  });

  it("in production is BOG's script at BOG_SDK_URL, its origins allowed by the CSP, and no stand-in of ours", async () => {
    const onlyBog = Object.fromEntries(Object.entries(outside.env).filter(([name]) => name.startsWith('BOG_')));
    const script = `${standInUrl}/bog-sdk/bog-sdk.js?version=2&client_id=${outside.env.BOG_CLIENT_ID}`;
    const { app } = await buildTestApp({
      env: {
        ...production,
        ...onlyBog,
        BOG_SDK_URL: script,
        BOG_SDK_ORIGINS: 'https://installment.example.bog.ge, https://bog-cdn.example.ge',
      },
    });
    try {
      expect(await offered(app)).toEqual({
        paymethods: ['BOG_CARD', 'BOG_LOAN'],
        test_mode: false,
        bog_sdk_url: script,
      });
      expect((await fetch(script)).status).toBe(200);
      const policy = String(
        (await app.inject({ method: 'GET', url: '/en/checkout' })).headers['content-security-policy'],
      );
      const directive = (name: string) => new RegExp(`${name} ([^;]*)`).exec(policy)![1].split(' ');
      expect(directive('script-src')).toContain(standInUrl);
      for (const name of ['frame-src', 'connect-src', 'img-src'])
        expect(directive(name)).toEqual(
          expect.arrayContaining(['https://installment.example.bog.ge', 'https://bog-cdn.example.ge']),
        );
      expect(directive('script-src')).not.toContain('https://installment.example.bog.ge');
      // our stand-in would create BOG orders it cannot finish
      expect((await app.inject({ method: 'GET', url: '/sandbox/bog-sdk.js' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('is our stand-in while the sandbox plays BOG, and only then', async () => {
    const { app } = await buildTestApp();
    try {
      expect((await offered(app)).bog_sdk_url).toBeNull();
      expect((await app.inject({ method: 'GET', url: '/sandbox/bog-sdk.js' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
