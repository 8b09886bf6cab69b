import { MemoryCounter } from '../src/auth/counters';
import { buildTestApp, registerUser, waitFor } from './helpers';

// Every limit counts through one AttemptCounter (auth/counters.ts), so a store shared by several
// servers can replace the memory one. These tests pin what any such store must do, and that the
// routes count nowhere else.

describe('the memory counter', () => {
  let now = 1_000_000;
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  it("counts a key's attempts in a window opened by its first one, each key apart, and starts afresh when it closes", async () => {
    const counter = new MemoryCounter();
    expect(await counter.hit('a', 60_000)).toEqual({ count: 1, resetsAt: 1_060_000 });
    now += 59_999;
    expect(await counter.hit('a', 60_000)).toEqual({ count: 2, resetsAt: 1_060_000 });
    expect(await counter.hit('b', 60_000)).toEqual({ count: 1, resetsAt: 1_119_999 });
    now += 1;
    expect(await counter.hit('a', 60_000)).toEqual({ count: 1, resetsAt: 1_120_000 });
    expect(await counter.hit('b', 60_000)).toEqual({ count: 2, resetsAt: 1_119_999 });
  });

  it('forgets a key on reset, and only that key', async () => {
    const counter = new MemoryCounter();
    for (let i = 0; i < 3; i++) await counter.hit('a', 1000);
    await counter.hit('b', 1000);
    await counter.reset('a');
    expect((await counter.hit('a', 1000)).count).toBe(1);
    expect((await counter.hit('b', 1000)).count).toBe(2);
  });

  it('takes back one attempt of an open window on undo', async () => {
    const counter = new MemoryCounter();
    for (let i = 0; i < 3; i++) await counter.hit('a', 1000);
    await counter.undo('a');
    await counter.undo('none');
    expect(await counter.hit('a', 1000)).toEqual({ count: 3, resetsAt: now + 1000 });
    expect((await counter.hit('none', 1000)).count).toBe(1);
  });

  it('counts attempts arriving together one by one', async () => {
    const counter = new MemoryCounter();
    const attempts = await Promise.all(Array.from({ length: 20 }, () => counter.hit('k', 1000)));
    expect(attempts.map(({ count }) => count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});

/** a memory counter that remembers which keys it counted */
class RecordingCounter extends MemoryCounter {
  readonly keys: string[] = [];

  override hit(key: string, windowMs: number) {
    this.keys.push(key);
    return super.hit(key, windowMs);
  }
}

describe('the limits', () => {
  it('count in the store the app is given: per-address limits, password checks, password changes, reset mails and registrations', async () => {
    const counters = new RecordingCounter();
    const { app, mails } = await buildTestApp({ counters });
    try {
      const user = await registerUser(app);
      await app.inject({
        method: 'POST',
        url: `/api/user/${user.id}/update`,
        headers: user.auth,
        payload: {
          fname: 'Nino',
          lname: 'B',
          phone: '599 11 22 33',
          pid: '01001011234',
          password: 'changed-pass',
          repeat_password: 'changed-pass',
          current_password: user.password,
        },
      });
      await app.inject({ method: 'POST', url: '/api/reset', payload: { email: user.email } });
      await waitFor(() => mails.length === 1);
      expect(new Set(counters.keys)).toEqual(
        new Set([
          'address:POST /api/register:127.0.0.1',
          'email-taken:127.0.0.1',
          'address:POST /api/login:127.0.0.1',
          `password-check:${user.email.toLowerCase()}`,
          'address:POST /api/user/:id/update:127.0.0.1',
          `password-change:${user.id}`,
          'address:POST /api/reset:127.0.0.1',
          `reset-mail:${user.id}`,
        ]),
      );
    } finally {
      await app.close();
    }
  });

  it('hold across the servers that share a store', async () => {
    const counters = new MemoryCounter();
    const limits = {
      counters,
      config: { authRateLimit: { max: 3, timeWindow: 60_000 }, accountRateLimit: { max: 2, timeWindow: 60_000 } },
    };
    const [{ app: one }, { app: two }] = await Promise.all([buildTestApp(limits), buildTestApp(limits)]);
    try {
      const guess = (app: typeof one) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'someone@example.ge', password: 'a-guess' },
          remoteAddress: '198.51.100.7',
        });
      expect((await guess(one)).statusCode).toBe(401);
      expect((await guess(one)).statusCode).toBe(401);
      const refused = await guess(two);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      const reset = (app: typeof one) =>
        app.inject({
          method: 'POST',
          url: '/api/reset',
          payload: { email: 'someone@example.ge' },
          remoteAddress: '203.0.113.5',
        });
      for (const app of [one, two, one]) expect((await reset(app)).statusCode).toBe(200);
      expect((await reset(two)).statusCode).toBe(429);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
