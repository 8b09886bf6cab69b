import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/client';
import { migrate, readMigrations } from '../src/db/migrate';
import { PAY_METHODS } from '../src/domain/payments';
import { freshDatabase } from './helpers';

const tables = async (db: Database) =>
  (
    await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
    )
  ).rows.map((row) => row.table_name);

describe('migrations', () => {
  it('builds the whole schema on a fresh database and records each version', async () => {
    const db = await freshDatabase();
    try {
      expect(await tables(db)).toEqual([]);
      const versions = readMigrations().map((migration) => migration.version);
      expect(versions).toEqual([
        1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
        32, 33, 34,
      ]);
      expect(await migrate(db)).toEqual(versions);
      expect(await tables(db)).toEqual(
        expect.arrayContaining([
          'categories',
          'products',
          'product_stocks',
          'warehouses',
          'news',
          'faq',
          'partners',
          'contact',
          'pages',
          'promos',
          'users',
          'access_tokens',
          'password_resets',
          'orders',
          'order_lines',
          'payment_callbacks',
          'operators',
          'operator_sessions',
          'audit_log',
          'refunds',
          'order_events',
          'uploads',
          'delivery_methods',
          'mail_outbox',
          'reference_telescopes',
          'user_telescopes',
          'payment_attempts',
          'picture_alts',
          'schema_migrations',
        ]),
      );
      const recorded = await db.query<{ version: number; name: string }>(
        'SELECT version, name FROM schema_migrations ORDER BY version',
      );
      expect(recorded.rows).toEqual([
        { version: 1, name: 'catalogue' },
        { version: 2, name: 'content' },
        { version: 3, name: 'accounts' },
        { version: 4, name: 'orders' },
        { version: 5, name: 'order_totals' },
        { version: 6, name: 'search' },
        { version: 8, name: 'promo_rules' },
        { version: 9, name: 'unpaid_limits' },
        { version: 10, name: 'operators' },
        { version: 11, name: 'order_admin' },
        { version: 12, name: 'catalogue_admin' },
        { version: 13, name: 'content_admin' },
        { version: 14, name: 'admin_list_indexes' },
        { version: 15, name: 'uploads' },
        { version: 16, name: 'bank_protocols' },
        { version: 17, name: 'delivery_methods' },
        { version: 18, name: 'order_delivery' },
        { version: 19, name: 'addresses' },
        { version: 20, name: 'id_kind' },
        { version: 21, name: 'shopper_orders' },
        { version: 22, name: 'compatibility' },
        { version: 23, name: 'mail_outbox' },
        { version: 24, name: 'attempt_counts' },
        { version: 25, name: 'order_life' },
        { version: 26, name: 'telescopes' },
        { version: 27, name: 'specifications' },
        { version: 28, name: 'payment_attempts' },
        { version: 29, name: 'privacy_notice' },
        { version: 30, name: 'payment_state' },
        { version: 31, name: 'picture_alt' },
        { version: 32, name: 'order_notes' },
        { version: 33, name: 'operator_invites' },
        { version: 34, name: 'news_pictures' },
      ]);
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  // the CHECK of migration 004 repeats the pay methods (a migration once applied never changes): a method
  // the checkout takes but the table refuses would fail orders with a 500
  it("lets an order's payment be exactly the pay methods the checkout takes", async () => {
    const db = await freshDatabase();
    try {
      await migrate(db);
      const { rows } = await db.query<{ definition: string }>(
        `SELECT pg_get_constraintdef(c.oid) AS definition FROM pg_constraint c
         WHERE c.conrelid = 'orders'::regclass AND c.contype = 'c' AND pg_get_constraintdef(c.oid) LIKE '%(payment = ANY%'`,
      );
      expect(rows).toHaveLength(1);
      expect([...rows[0].definition.matchAll(/'(\w+)'::text/g)].map(([, method]) => method)).toEqual([...PAY_METHODS]);
    } finally {
      await db.close();
    }
  });

  it('applies only the versions a database has not seen yet', async () => {
    const db = await freshDatabase();
    try {
      const migrations = readMigrations();
      expect(await migrate(db, migrations.slice(0, 2))).toEqual([1, 2]);
      const later = {
        version: 99,
        name: 'wishlists',
        sql: 'CREATE TABLE wishlists (user_id integer PRIMARY KEY); CREATE INDEX wishlists_idx ON wishlists (user_id);',
      };
      expect(await migrate(db, [...migrations, later])).toEqual([
        ...migrations.slice(2).map((migration) => migration.version),
        99,
      ]);
      expect(await tables(db)).toContain('wishlists');
    } finally {
      await db.close();
    }
  });

  // migration 028: every order's current bank payment becomes its first payment attempt
  it('keeps the payments of orders placed before payment attempts as their attempts', async () => {
    const db = await freshDatabase();
    try {
      await migrate(
        db,
        readMigrations().filter((migration) => migration.version < 28),
      );
      await db.query(
        `INSERT INTO users (fname, lname, phone, email, pid, password_hash) VALUES ('A', 'B', '555', 'a@b.ge', '1', 'x')`,
      );
      const order = (number: string, payment: string, bankId: string | null, status = 'pending', refundDue = false) =>
        db.query(
          `INSERT INTO orders (order_number, user_id, payment, payment_status, refund_due, provider_order_id, subtotal,
                              delivery_method, delivery_address, delivery_fee, total_price, comment, locale, reserved_until)
           VALUES ($1, (SELECT id FROM users), $2, $3, $4, $5, 0, 'courier', '{}', 100, 100, '', 'en', now())`,
          [number, payment, status, refundDue, bankId],
        );
      await order('TS-1', 'BOG_CARD', 'bog-1');
      await order('TS-2', 'TBC_CARD', 'tbc-2', 'paid');
      await order('TS-3', 'LIBERTY_CARD', 'TS-3', 'failed');
      // cancelled, then paid: the bank holds its money
      await order('TS-4', 'BOG_CARD', 'bog-4', 'failed', true);
      // the bank has not answered its start yet: an attempt its first reading names
      await order('TS-5', 'BOG_CARD', null);
      // failed before its bank answered: nothing to ask about
      await order('TS-6', 'BOG_CARD', null, 'failed');
      expect(await migrate(db)).toEqual([28, 29, 30, 31, 32, 33, 34]);
      const { rows } = await db.query(
        `SELECT o.order_number, a.provider, a.method, a.bank_id, a.amount, a.state, a.settled_at IS NOT NULL AS settled
         FROM payment_attempts a JOIN orders o ON o.id = a.order_id ORDER BY a.id`,
      );
      expect(rows).toEqual([
        {
          order_number: 'TS-1',
          provider: 'bog',
          method: 'BOG_CARD',
          bank_id: 'bog-1',
          amount: '100.00',
          state: 'open',
          settled: false,
        },
        {
          order_number: 'TS-2',
          provider: 'tbc',
          method: 'TBC_CARD',
          bank_id: 'tbc-2',
          amount: '100.00',
          state: 'approved',
          settled: true,
        },
        {
          order_number: 'TS-3',
          provider: 'liberty',
          method: 'LIBERTY_CARD',
          bank_id: 'TS-3',
          amount: '100.00',
          state: 'open',
          settled: false,
        },
        {
          order_number: 'TS-4',
          provider: 'bog',
          method: 'BOG_CARD',
          bank_id: 'bog-4',
          amount: '100.00',
          state: 'approved',
          settled: true,
        },
        {
          order_number: 'TS-5',
          provider: 'bog',
          method: 'BOG_CARD',
          bank_id: null,
          amount: '100.00',
          state: 'open',
          settled: false,
        },
      ]);
    } finally {
      await db.close();
    }
  });

  it('rolls back a failing migration as a whole', async () => {
    const db = await freshDatabase();
    try {
      const broken = { version: 1, name: 'broken', sql: 'CREATE TABLE half (id integer); SELECT no_such_function();' };
      await expect(migrate(db, [broken])).rejects.toThrow();
      expect(await tables(db)).toEqual(['schema_migrations']);
    } finally {
      await db.close();
    }
  });

  it('keeps the embedded database on disk across restarts without migrating twice', async () => {
    if (process.env.DATABASE_URL) return; // the on-disk engine is the embedded one
    const dir = mkdtempSync(path.join(tmpdir(), 'astroshop-pglite-'));
    const first = await openDatabase({ pgliteDir: dir });
    await migrate(first);
    await first.query(`INSERT INTO warehouses (code, name_en) VALUES ('tbilisi', 'Tbilisi')`);
    await first.close();
    const second = await openDatabase({ pgliteDir: dir });
    try {
      expect(await migrate(second)).toEqual([]);
      expect((await second.query('SELECT code FROM warehouses')).rows).toEqual([{ code: 'tbilisi' }]);
    } finally {
      await second.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads NNN_name.sql files in version order and ignores other files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'astroshop-migrations-'));
    writeFileSync(path.join(dir, '010_later.sql'), 'SELECT 10');
    writeFileSync(path.join(dir, '002_first.sql'), 'SELECT 2');
    writeFileSync(path.join(dir, 'README.md'), 'notes');
    try {
      expect(readMigrations(dir)).toEqual([
        { version: 2, name: 'first', sql: 'SELECT 2' },
        { version: 10, name: 'later', sql: 'SELECT 10' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
