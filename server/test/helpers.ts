import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import type { Mail } from '../src/auth/mailer';
import { openDatabase, type Database } from '../src/db/client';
import type { PageRenderer } from '../src/render/pageRenderer';
import { fixtureCatalogue } from './fixtures/catalogue';
import { databaseUrl, seededDatabase } from './support/seededDatabase';

// every app starts its own embedded PostgreSQL, which takes a few seconds on a busy machine
jest.setTimeout(60_000);

/**
 * An empty database for one app (the migrations' and seeding's own tests; apps get a seeded one,
 * see buildTestApp): PGlite in memory, or, when DATABASE_URL is set (CI's second run), a
 * schema of its own on that server, dropped when the app closes.
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({});
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ databaseUrl: url, schema });
  return {
    ...db,
    async close() {
      await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  };
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');
/**
 * The tests render pages with the storefront's source (swc), not a build of it for Node (webpack.config.ts),
 * which would take each run half a minute; the browser suite renders with the built one.
 */
const RENDERER_SOURCE = path.join(REPO_ROOT, 'src', 'app', 'ssr', 'renderPage.tsx');

/**
 * The renderer every test app loads (its build's server/renderPage.js stands for it): spy on it here. A copy
 * of the source's exports, one per test file: swc's CommonJS exports are getters, which jest.spyOn cannot replace.
 */
let renderer: PageRenderer | undefined;
export function storefrontRenderer(): PageRenderer {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  renderer ??= { ...(require(RENDERER_SOURCE) as PageRenderer) };
  return renderer;
}

/** a built index.html of one language, as webpack writes it: the page the browser renders */
function storefrontPage(lang: string) {
  return `<!doctype html><html lang="${lang}"><head><meta name="description" content="built"><title>AstroShop</title><script defer src="/main.3f2a1c9e.js"></script></head><body><div id="root"></div></body></html>`;
}

/** the same page as the build's template for the server: the page the server renders into */
function storefrontTemplate(lang: string) {
  return `<!doctype html><html lang="${lang}"><head><!--slot:head--><script defer src="/main.3f2a1c9e.js"></script><!--slot:styles--></head><body><div id="root"><!--slot:root--></div><!--slot:state--></body></html>`;
}

/** a storefront build and translation files, as the file routes expect them */
function fixtureFiles(dir: string) {
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), storefrontPage('ka'));
  writeFileSync(path.join(dist, 'index.en.html'), storefrontPage('en'));
  writeFileSync(path.join(dist, 'main.3f2a1c9e.js'), 'console.log("shop")');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'page.ka.html'), storefrontTemplate('ka'));
  writeFileSync(path.join(dist, 'server', 'page.en.html'), storefrontTemplate('en'));
  writeFileSync(
    path.join(dist, 'server', 'renderPage.js'),
    `module.exports = require(${JSON.stringify(__filename)}).storefrontRenderer();`,
  );
  // the shop's own translations (pages are rendered with them), and one file of the tests' own
  const locales = path.join(dir, 'locales');
  cpSync(path.join(REPO_ROOT, 'locales'), locales, { recursive: true });
  writeFileSync(path.join(locales, 'ka', 'fixture.json'), '{"hello":"გამარჯობა"}');
  const uploads = path.join(dir, 'data', 'uploads', 'products');
  mkdirSync(path.join(uploads, 'thumbs'), { recursive: true });
  writeFileSync(path.join(uploads, 'alpha-refractor.webp'), 'image');
  writeFileSync(path.join(uploads, 'thumbs', 'large_alpha-refractor.webp'), 'thumb');
  writeFileSync(path.join(dir, 'data', 'secret.txt'), 'not for the web');
  return { distDir: dist, localesDir: locales, dataDir: path.join(dir, 'data') };
}

export interface TestApp {
  app: FastifyInstance;
  /** the app's database, for checks no API call can make */
  db: Database;
  /** the mails the shop sent */
  mails: Mail[];
  dir: string;
}

/**
 * A second server's connections to db's database and schema (PostgreSQL only): closing them leaves the
 * database and schema to db, which drops them.
 */
export async function sharedDatabase(db: Database): Promise<Database> {
  const { database, schema } = (
    await db.query<{ database: string; schema: string }>(
      'SELECT current_database() AS database, current_schema() AS schema',
    )
  ).rows[0];
  return openDatabase({
    databaseUrl: databaseUrl(process.env.DATABASE_URL ?? '', database),
    // a copied database works in its default schema, as the app that made it does
    schema: schema === 'public' ? undefined : schema,
  });
}

/** the database buildTestApp's fixture catalogue is already in: made once per run, copied per app */
const startsSeeded = (options: BuildOptions) =>
  options.seed !== false && (options.catalogue ?? fixtureCatalogue) === fixtureCatalogue;

/** an app on a database of its own (or options.db) with the fixture catalogue, cheap password hashing and no images */
export async function buildTestApp(options: BuildOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'astroshop-test-'));
  const mails: Mail[] = [];
  const fresh = options.db ?? (startsSeeded(options) ? await seededDatabase() : await freshDatabase());
  // the app closes its database; the test's files go with it
  const db: Database = {
    ...fresh,
    async close() {
      await fresh.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const app = await buildApp({
    catalogue: fixtureCatalogue,
    media: false,
    mailer: { send: async (mail) => void mails.push(mail) },
    ...options,
    db,
    config: {
      ...fixtureFiles(dir),
      scryptCost: 1024,
      authRateLimit: { max: 1000, timeWindow: 60_000 },
      // pages render in the test's own thread, with the storefront's source (swc), which a worker thread
      // cannot load; renderWorkers.test.ts gives its apps workers and a renderer they can load
      renderWorkers: 0,
      ...options.config,
    },
    // many apps share a test worker's event loop, on a machine under load: no load shedding unless a test asks for it;
    // order mails are sent when a test runs the sender's round (app.sendMails), not by a timer mid-test
    env: { MAX_EVENT_LOOP_DELAY_MS: '0', MAIL_SEND_SECONDS: '0', ...options.env },
  });
  return { app, db, mails, dir };
}

let userCounter = 0;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

export function newUserFields(overrides: Record<string, unknown> = {}) {
  userCounter += 1;
  return {
    fname: 'Nino',
    lname: 'Beridze',
    phone: '599 11 22 33',
    email: `nino${userCounter}.${randomBytes(3).toString('hex')}@example.ge`,
    // a person of their own: promo limits per customer count every account of one personal ID
    pid: String(10_000_000_000 + userCounter),
    password: 'secret-pass',
    repeat_password: 'secret-pass',
    ...overrides,
  };
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return response.json<{ access_token: string }>().access_token;
}

/** registers a customer and signs them in */
export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  const fields = newUserFields(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: fields });
  expect(response.json()).toEqual({ status: 'OK' });
  const token = await login(app, fields.email, fields.password);
  const auth = { authorization: `Bearer ${token}` };
  const me = await app.inject({ method: 'GET', url: '/api/user', headers: auth });
  return { id: me.json<{ id: number }>().id, email: fields.email, password: fields.password, token, auth };
}

/** a product's id by slug */
export async function productId(app: FastifyInstance, slug: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: `/api/product/${slug}` });
  return response.json<{ data: { id: number } }>().data.id;
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

/**
 * A GET to a listening app with its path sent as it is: inject resolves a path as a browser would
 * (`/storage/../x`, `/\\host`), which a raw client need not.
 */
export function rawGet(app: FastifyInstance, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { port } = app.server.address() as AddressInfo;
    request({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

/** what check answers once it answers something: for work the server does after its answer (a reset mail) */
export async function waitFor<T>(check: () => T | undefined | null | false, tries = 500): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('what the test waited for never happened');
}
