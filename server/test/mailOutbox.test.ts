import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Mail } from '../src/auth/mailer';
import { buildTestApp, productId, registerUser, sharedDatabase, type TestApp, type TestUser } from './helpers';

// The order mails' outbox: a mail is queued with the order's change, sent by the sender's round, tried
// again later when the mailer fails (never failing the order), and given up after its last try.

interface OutboxState {
  kind: string;
  attempts: number;
  sent: boolean;
  last_error: string | null;
  wait_s: number;
}

async function outbox(test: TestApp, orderNumber: string): Promise<OutboxState[]> {
  const { rows } = await test.db.query<OutboxState>(
    `SELECT m.kind, m.attempts, m.sent_at IS NOT NULL AS sent, m.last_error,
            round(extract(epoch FROM m.next_attempt_at - now()))::int AS wait_s
     FROM mail_outbox m JOIN orders o ON o.id = m.order_id WHERE o.order_number = $1 ORDER BY m.id`,
    [orderNumber],
  );
  return rows;
}

const due = (test: TestApp) => test.db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE sent_at IS NULL');

async function checkout(test: TestApp, shopper: TestUser, lang = 'en', quantity = 1) {
  const mount = await productId(test.app, 'delta-mount');
  return test.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...shopper.auth, 'accept-language': lang },
    payload: { products: { [mount]: quantity }, paymethod: 'BOG_CARD', comment: 'Ring twice' },
  });
}

/** a mailer that fails while `down` is set, keeping what it sent */
function flakyMailer() {
  const sent: Mail[] = [];
  const mailer = {
    down: true,
    sent,
    async send(mail: Mail) {
      if (mailer.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(mail);
    },
  };
  return mailer;
}

describe('the order mails’ outbox', () => {
  it('queues the mail with the checkout, in the order’s language, and sends it once', async () => {
    const test = await buildTestApp();
    try {
      const shopper = await registerUser(test.app);
      const placed = await checkout(test, shopper, 'ka');
      expect(placed.statusCode).toBe(200);
      const number = placed.json().order_number as string;
      expect(await outbox(test, number)).toEqual([expect.objectContaining({ kind: 'received', sent: false })]);
      expect(test.mails).toEqual([]);

      expect(await test.app.sendMails()).toBe(1);
      expect(test.mails).toEqual([
        {
          to: shopper.email,
          subject: `შეკვეთა ${number} მიღებულია — ელოდება გადახდას`,
          html: expect.stringContaining(`href="http://localhost:8080/ka/orders/${number}"`),
          text: expect.stringContaining(number),
        },
      ]);
      expect(await outbox(test, number)).toEqual([expect.objectContaining({ sent: true, attempts: 1 })]);
      expect(await test.app.sendMails()).toBe(0);
      expect(test.mails).toHaveLength(1);
    } finally {
      await test.app.close();
    }
  });

  it('queues nothing for a checkout that fails', async () => {
    const test = await buildTestApp();
    try {
      const shopper = await registerUser(test.app);
      const refused = await checkout(test, shopper, 'en', 10_000);
      expect(refused.statusCode).toBe(422);
      const { rows } = await test.db.query('SELECT count(*)::int AS n FROM mail_outbox');
      expect(rows[0].n).toBe(0);
    } finally {
      await test.app.close();
    }
  });

  it('leaves the order fine when the mailer fails, tries again later with longer waits, then sends', async () => {
    const mailer = flakyMailer();
    const test = await buildTestApp({ mailer, env: { MAIL_RETRY_SECONDS: '60' } });
    try {
      const shopper = await registerUser(test.app);
      const placed = await checkout(test, shopper);
      expect(placed.statusCode).toBe(200);
      const number = placed.json().order_number as string;

      expect(await test.app.sendMails()).toBe(0);
      let [mail] = await outbox(test, number);
      expect(mail).toMatchObject({ sent: false, attempts: 1, last_error: expect.stringContaining('ECONNREFUSED') });
      expect(mail.wait_s).toBeGreaterThanOrEqual(55);
      expect(mail.wait_s).toBeLessThanOrEqual(60);
      // the order is as it was, and its page answers
      const page = await test.app.inject({ method: 'GET', url: `/api/orders/${number}`, headers: shopper.auth });
      expect(page.json().data).toMatchObject({ status: 'pending', can_pay: true });
      // not due yet: a round leaves it
      expect(await test.app.sendMails()).toBe(0);
      expect((await outbox(test, number))[0].attempts).toBe(1);

      await due(test);
      expect(await test.app.sendMails()).toBe(0);
      [mail] = await outbox(test, number);
      expect(mail.attempts).toBe(2);
      expect(mail.wait_s).toBeGreaterThanOrEqual(115);

      mailer.down = false;
      await due(test);
      expect(await test.app.sendMails()).toBe(1);
      expect(mailer.sent.map((sent) => sent.subject)).toEqual([`Order ${number} received: awaiting payment`]);
      expect(await outbox(test, number)).toEqual([
        expect.objectContaining({ sent: true, attempts: 3, last_error: null }),
      ]);
    } finally {
      await test.app.close();
    }
  });

  it('gives a mail up after MAIL_MAX_ATTEMPTS tries, keeping its last error', async () => {
    const mailer = flakyMailer();
    const test = await buildTestApp({ mailer, env: { MAIL_MAX_ATTEMPTS: '2' } });
    try {
      const shopper = await registerUser(test.app);
      const number = (await checkout(test, shopper)).json().order_number as string;
      for (let round = 0; round < 3; round += 1) {
        await due(test);
        await test.app.sendMails();
      }
      mailer.down = false;
      await due(test);
      expect(await test.app.sendMails()).toBe(0);
      expect(mailer.sent).toEqual([]);
      expect(await outbox(test, number)).toEqual([
        expect.objectContaining({ sent: false, attempts: 2, last_error: expect.stringContaining('ECONNREFUSED') }),
      ]);
    } finally {
      await test.app.close();
    }
  });

  it('writes each mail to the outbox folder without SMTP, HTML and text, several to one address apart', async () => {
    const test = await buildTestApp({ mailer: undefined });
    try {
      const shopper = await registerUser(test.app);
      const numbers = [];
      for (const lang of ['en', 'ka']) numbers.push((await checkout(test, shopper, lang)).json().order_number);
      expect(await test.app.sendMails()).toBe(2);
      const dir = path.join(test.dir, 'data', 'outbox');
      const files = readdirSync(dir).map((file) => readFileSync(path.join(dir, file), 'utf8'));
      expect(files).toHaveLength(2);
      for (const message of files) {
        expect(message).toMatch(new RegExp(`^To: ${shopper.email.replace(/\./g, '\\.')}$`, 'm'));
        expect(message).toContain('Content-Type: multipart/alternative');
        expect(message).toContain('Content-Type: text/plain; charset=utf-8');
        expect(message).toContain('Content-Type: text/html; charset=utf-8');
      }
    } finally {
      await test.app.close();
    }
  });
});

// Two servers on one PostgreSQL database both run the sender: each mail is sent once, by the one that
// claimed it. PostgreSQL only: PGlite's files are one process's alone, so there is never a second server.
const runIf = process.env.DATABASE_URL ? describe : describe.skip;

runIf('the order mails’ outbox on two servers', () => {
  it('sends each mail once, whichever server claims it', async () => {
    const slowMailer = () => {
      const sent: Mail[] = [];
      return {
        sent,
        async send(mail: Mail) {
          // a mail takes a while to go, as over SMTP: both rounds run at once
          await new Promise((resolve) => setTimeout(resolve, 10));
          sent.push(mail);
        },
      };
    };
    const mailerA = slowMailer();
    const mailerB = slowMailer();
    const a = await buildTestApp({ mailer: mailerA });
    const b = await buildTestApp({ mailer: mailerB, db: await sharedDatabase(a.db) });
    try {
      const shopper = await registerUser(a.app);
      const placed = await checkout(a, shopper);
      const { rows } = await a.db.query<{ id: number }>('SELECT id FROM orders WHERE order_number = $1', [
        placed.json().order_number,
      ]);
      // more mails than one claim takes (20), so both servers find some to send
      await a.db.query(`INSERT INTO mail_outbox (order_id, kind) SELECT $1, 'delivered' FROM generate_series(1, 44)`, [
        rows[0].id,
      ]);
      const rounds = await Promise.all([a.app.sendMails(), b.app.sendMails(), a.app.sendMails()]);
      expect(rounds.reduce((sum, sent) => sum + sent, 0)).toBe(45);
      expect(mailerA.sent.length + mailerB.sent.length).toBe(45);
      const tries = await a.db.query<{ attempts: number; sent: boolean; n: number }>(
        'SELECT attempts, sent_at IS NOT NULL AS sent, count(*)::int AS n FROM mail_outbox GROUP BY 1, 2',
      );
      expect(tries.rows).toEqual([{ attempts: 1, sent: true, n: 45 }]);
    } finally {
      await b.app.close();
      await a.app.close();
    }
  });
});
