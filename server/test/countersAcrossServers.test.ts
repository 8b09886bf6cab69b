import type { FastifyInstance } from 'fastify';
import { buildTestApp, registerUser, sharedDatabase, waitFor, type TestApp } from './helpers';

// Two servers on one PostgreSQL database, as behind a load balancer, count every limit in one table
// (app/sharedCounter.ts): together they allow what one server allows. PostgreSQL only: PGlite's files
// are one process's alone, so there is never a second server, and it counts in memory.

const runIf = process.env.DATABASE_URL ? describe : describe.skip;

runIf('limits across servers sharing PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  // the shop's own limits: 60 a minute per address and route, 10 password checks per account
  const config = {
    authRateLimit: { max: 60, timeWindow: 60_000 },
    accountRateLimit: { max: 10, timeWindow: 15 * 60_000 },
  };
  beforeAll(async () => {
    a = await buildTestApp({ config });
    b = await buildTestApp({ db: await sharedDatabase(a.db), config });
  });
  afterAll(async () => {
    // B first: A drops the schema they share
    await b?.app.close();
    await a?.app.close();
  });

  /** the server of the i-th request, as a round-robin balancer picks */
  const serverOf = (i: number): FastifyInstance => (i % 2 === 0 ? a : b).app;

  const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

  it('locks an account after 10 wrong passwords split over both servers, as one server would', async () => {
    const shopper = await registerUser(a.app);
    for (let i = 0; i < 10; i++) {
      // each guess from an address of its own: the account's count is what stops them
      expect((await login(serverOf(i), shopper.email, 'a-guess', `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    for (const app of [a.app, b.app]) {
      const refused = await login(app, shopper.email, shopper.password, '198.51.100.99');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
  });

  it('checks at most 10 of 20 guesses sent at once to both servers', async () => {
    const shopper = await registerUser(a.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(serverOf(i), shopper.email, 'a-guess', `198.51.101.${i + 1}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(10).fill(429)]);
  });

  it('allows one address 60 reset requests a minute in all, mailing an account 3 times an hour in all', async () => {
    const shopper = await registerUser(a.app);
    const reset = (i: number) =>
      serverOf(i).inject({
        method: 'POST',
        url: '/api/reset',
        payload: { email: shopper.email },
        remoteAddress: '203.0.113.5',
      });
    for (let i = 0; i < 60; i++) expect((await reset(i)).statusCode).toBe(200);
    for (const i of [60, 61]) expect((await reset(i)).statusCode).toBe(429);
    // the mails are written after the answers, by whichever server took the request
    await waitFor(() => a.mails.length + b.mails.length >= 3);
    // every request has counted its mail (past the limit, one that mails nothing): no other mail comes
    const mailsCounted = async () =>
      (
        await a.db.query<{ count: number }>('SELECT count FROM attempt_counts WHERE key = $1', [
          `reset-mail:${shopper.id}`,
        ])
      ).rows[0]?.count === 60;
    await waitFor(mailsCounted);
    expect(a.mails.length + b.mails.length).toBe(3);
  });

  it('starts a new count once the window closed, on either server, and deletes closed windows', async () => {
    const shortWindow = { accountRateLimit: { max: 2, timeWindow: 500 } };
    const c = await buildTestApp({ config: shortWindow });
    const d = await buildTestApp({ db: await sharedDatabase(c.db), config: shortWindow });
    try {
      const email = 'nobody@example.ge';
      expect((await login(c.app, email, 'x', '192.0.2.1')).statusCode).toBe(401);
      expect((await login(d.app, email, 'x', '192.0.2.2')).statusCode).toBe(401);
      expect((await login(c.app, email, 'x', '192.0.2.3')).statusCode).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 600));
      // the closed window's row is deleted by the background jobs' round (on whichever server runs it)
      const key = `password-check:${email}`;
      const rows = () => c.db.query('SELECT key FROM attempt_counts WHERE key = $1', [key]);
      expect((await rows()).rows).toHaveLength(1);
      await Promise.all([c.app.runJobs(), d.app.runJobs()]);
      expect((await rows()).rows).toHaveLength(0);
      expect((await login(d.app, email, 'x', '192.0.2.4')).statusCode).toBe(401);
    } finally {
      await d.app.close();
      await c.app.close();
    }
  });
});
