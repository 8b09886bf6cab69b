// The back office's benchmark data (bench/admin.ts): a data dir the server migrated and seeded, then
// 5,000 more products, 2,000 shoppers and 100,000 orders of the last year written straight into its
// embedded database with set-based SQL (generate_series), and an owner made with `npm run operator`.
// Deterministic: the same dir comes out of every run. `npx tsx bench/admin.ts --seed-only DIR` keeps one.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { openDatabase, type Queryable } from '../server/src/db/client';
import { root, startServer } from './lib';

export const PRODUCTS = 5_000;
export const SHOPPERS = 2_000;
export const ORDERS = 100_000;
/** the newest orders are still pending (their stock reserved for a day): the rest are settled */
const PENDING = 200;
/** a year, spread evenly over the orders: the newest placed now */
const ORDER_SPACING_S = Math.floor((365 * 24 * 3600) / ORDERS);

export const OWNER = { email: 'bench-owner@astroshop.ge', password: 'bench-owner-password-not-secret' };

/** [English, Georgian] words products are named by, so searches in either language find a tenth of them */
const WORDS = [
  ['Refractor', 'რეფრაქტორი'],
  ['Reflector', 'რეფლექტორი'],
  ['Dobsonian', 'დობსონი'],
  ['Eyepiece', 'ოკულარი'],
  ['Mount', 'სადგამი'],
  ['Filter', 'ფილტრი'],
  ['Binoculars', 'ბინოკლი'],
  ['Camera', 'კამერა'],
  ['Barlow', 'ბარლოუ'],
  ['Finder', 'მაძიებელი'],
];
const FIRST_NAMES = [
  'Giorgi',
  'Nino',
  'Luka',
  'Mariam',
  'Davit',
  'Ana',
  'Irakli',
  'Tamar',
  'გიორგი',
  'ნინო',
  'ლუკა',
  'თამარ',
];
const LAST_NAMES = ['Beridze', 'Kapanadze', 'Gelashvili', 'Maisuradze', 'Lomidze', 'Tsiklauri', 'ბერიძე', 'ლომიძე'];
const PAY_METHODS = ['BOG_CARD', 'TBC_CARD', 'LIBERTY_CARD', 'BOG_LOAN', 'TBC_LOAN'];

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
const sqlArray = (values: string[]) => `ARRAY[${values.map(sqlText).join(', ')}]`;

async function insertProducts(tx: Queryable) {
  // leaf categories, as the seed's products use them
  await tx.exec(`CREATE TEMP TABLE bench_words (i int, en text, ka text) ON COMMIT DROP;
    INSERT INTO bench_words VALUES ${WORDS.map(([en, ka], i) => `(${i}, ${sqlText(en)}, ${sqlText(ka)})`).join(', ')};`);
  // every 6th discounted by 15 %, every 25th hidden, every 50th archived (hidden too)
  await tx.query(
    `WITH leaves AS (SELECT array_agg(c.id ORDER BY c.id) AS ids FROM categories c
                     WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id))
     INSERT INTO products (slug, category_id, price, discounted, created_at, name_en, name_ka, details_en, details_ka,
                           visible, archived_at)
     SELECT 'bench-' || lower(w.en) || '-' || g,
            leaves.ids[1 + g % cardinality(leaves.ids)],
            price, CASE WHEN g % 6 = 0 THEN round(price * 0.85, 2) END,
            now() - g * interval '3 hours',
            'Bench ' || w.en || ' ' || model, w.ka || ' ' || model,
            '<p>' || w.en || ' for the back office benchmark.</p>', '<p>' || w.ka || ', სატესტო.</p>',
            g % 25 <> 0, CASE WHEN g % 50 = 0 THEN now() - g * interval '1 hour' END
     FROM generate_series(1, $1::int) g
     CROSS JOIN leaves
     JOIN bench_words w ON w.i = g % 10
     CROSS JOIN LATERAL (SELECT (49 + (g * 7919) % 4950) + 0.90 AS price,
                                (50 + g % 200) || '/' || (400 + (g * 37) % 1200) || ' B' || g AS model) m`,
    [PRODUCTS],
  );
  // every warehouse holds a row for each: a quarter of them 0, every 10th product out of stock everywhere
  await tx.exec(`CREATE TEMP TABLE bench_products ON COMMIT DROP AS
      SELECT (row_number() OVER (ORDER BY id) - 1)::int AS i, id, coalesce(discounted, price) AS unit_price
      FROM products WHERE slug LIKE 'bench-%';
    INSERT INTO product_stocks (product_id, warehouse_id, quantity)
    SELECT b.id, w.id, CASE WHEN b.i % 10 = 0 OR (b.i + w.id) % 4 = 0 THEN 0 ELSE (b.i * 13 + w.id * 7) % 15 END
    FROM bench_products b CROSS JOIN warehouses w;`);
}

async function insertShoppers(tx: Queryable) {
  await tx.query(
    `INSERT INTO users (fname, lname, phone, email, pid, password_hash, created_at)
     SELECT f.names[1 + g % cardinality(f.names)], l.names[1 + (g * 7) % cardinality(l.names)],
            '5' || lpad(((g * 7919) % 100000000)::text, 8, '0'), 'shopper' || g || '@bench.astroshop.ge',
            lpad(g::text, 11, '0'), 'none: a benchmark shopper cannot sign in', now() - g * interval '4 hours'
     FROM generate_series(1, $1::int) g, (SELECT ${sqlArray(FIRST_NAMES)} AS names) f, (SELECT ${sqlArray(LAST_NAMES)} AS names) l`,
    [SHOPPERS],
  );
  await tx.exec(`CREATE TEMP TABLE bench_users ON COMMIT DROP AS
    SELECT (row_number() OVER (ORDER BY id) - 1)::int AS i, id FROM users WHERE email LIKE '%@bench.astroshop.ge'`);
}

/**
 * Orders with 1-3 lines each at the products' prices, their subtotal the lines' sum and their total the
 * subtotal less a promo's 10 % (the schema's deferred triggers check both at commit). Every status and
 * payment method, mixed: most delivered, the newest pending.
 */
async function insertOrders(tx: Queryable) {
  const { rows } = await tx.query<{ id: number; number: string }>(
    `SELECT coalesce(max(id), 0)::int AS id, nextval('order_number_seq')::text AS number FROM orders`,
  );
  const [idBase, numberBase] = [rows[0].id, Number(rows[0].number)];
  // lines per order: half have 1, a third 2, a sixth 3
  await tx.query(
    `CREATE TEMP TABLE bench_lines ON COMMIT DROP AS
     SELECT g AS n, p.id AS product_id, 1 + (g + k) % 2 AS quantity, p.unit_price
     FROM generate_series(1, ${ORDERS}) g
     CROSS JOIN generate_series(0, 2) k
     JOIN bench_products p ON p.i = (g * 31 + k * 977) % ${PRODUCTS}
     WHERE k < CASE WHEN g % 6 < 3 THEN 1 WHEN g % 6 < 5 THEN 2 ELSE 3 END`,
  );
  await tx.query(
    `INSERT INTO orders (id, order_number, user_id, payment, payment_status, subtotal, promo_code, promo_discount,
                         total_price, comment, locale, created_at, reserved_until, settled_at, fulfilment, tracking_number,
                         paid_after_expiry, refund_due, cancelled_at, refunded, client_address)
     SELECT $1::int + t.n, 'TS-' || ($2::bigint + t.n - 1), u.id, (${sqlArray(PAY_METHODS)})[1 + (t.n * 31 + t.n / 7) % 5],
            CASE WHEN t.pending THEN 'pending' WHEN t.kind < 9 OR t.kind = 26 THEN 'failed' ELSE 'paid' END,
            t.subtotal, CASE WHEN t.promo THEN 'STARGAZER10' END, t.discount, t.subtotal - t.discount,
            '', CASE WHEN t.n % 4 = 0 THEN 'en' ELSE 'ka' END, t.at,
            CASE WHEN t.pending THEN now() + interval '1 day' ELSE t.at + interval '30 minutes' END,
            CASE WHEN NOT t.pending THEN t.at + interval '5 minutes' END,
            CASE WHEN t.pending THEN NULL WHEN t.kind BETWEEN 14 AND 16 THEN 'packed'
                 WHEN t.kind BETWEEN 17 AND 23 THEN 'shipped' WHEN t.kind >= 28 THEN 'delivered' END,
            CASE WHEN NOT t.pending AND (t.kind BETWEEN 17 AND 23 OR t.kind >= 28) THEN 'GE' || (900000000 + t.n) END,
            NOT t.pending AND t.kind = 27, NOT t.pending AND t.kind = 26,
            CASE WHEN NOT t.pending AND t.kind IN (7, 8) THEN t.at + interval '10 minutes' END,
            CASE WHEN t.pending THEN 0 WHEN t.kind IN (24, 25) THEN t.subtotal - t.discount
                 WHEN t.kind = 28 THEN round((t.subtotal - t.discount) / 2, 2) ELSE 0 END,
            '10.0.' || (t.n % 250) || '.' || (t.n % 200)
     FROM (SELECT l.n, sum(l.quantity * l.unit_price) AS subtotal,
                  l.n > $3::int - ${PENDING} AS pending, (l.n * 7919) % 100 AS kind, l.n % 10 = 3 AS promo,
                  CASE WHEN l.n % 10 = 3 THEN round(sum(l.quantity * l.unit_price) * 0.10, 2) ELSE 0 END AS discount,
                  now() - ($3::int - l.n) * interval '${ORDER_SPACING_S} seconds' AS at
           FROM bench_lines l GROUP BY l.n) t
     JOIN bench_users u ON u.i = (t.n * 7) % ${SHOPPERS}
     ORDER BY t.n`,
    [idBase, numberBase, ORDERS],
  );
  await tx.query(
    `INSERT INTO order_lines (order_id, product_id, quantity, unit_price)
     SELECT $1::int + n, product_id, quantity, unit_price FROM bench_lines`,
    [idBase],
  );
  await tx.query(`SELECT setval('orders_id_seq', $1::int), setval('order_number_seq', $2::bigint)`, [
    idBase + ORDERS,
    numberBase + ORDERS - 1,
  ]);
}

/**
 * Live stock as the shop keeps it: the warehouses' units less what pending orders reserve. The reserved
 * units are added to each product's first warehouse, so the counts chosen above are what shoppers can buy.
 */
async function settleStock(tx: Queryable) {
  await tx.exec(`
    WITH reserved AS (
      SELECT l.product_id, sum(l.quantity)::int AS units FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE o.payment_status = 'pending' GROUP BY l.product_id)
    UPDATE product_stocks s SET quantity = s.quantity + r.units FROM reserved r
    WHERE s.product_id = r.product_id AND s.warehouse_id = (SELECT min(id) FROM warehouses);
    UPDATE products p SET live_stock = s.units - coalesce(r.units, 0)
    FROM (SELECT product_id, sum(quantity)::int AS units FROM product_stocks GROUP BY product_id) s
    LEFT JOIN (SELECT l.product_id, sum(l.quantity)::int AS units FROM order_lines l JOIN orders o ON o.id = l.order_id
               WHERE o.payment_status = 'pending' GROUP BY l.product_id) r ON r.product_id = s.product_id
    WHERE p.id = s.product_id AND p.slug LIKE 'bench-%';`);
}

/** runs `npm run operator -- ...` on the data dir (the server stopped), the password on stdin */
function operatorCli(dataDir: string, args: string[], input = '') {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/app/operatorCli.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    input,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
}

/** the owner enrols an authenticator afresh at the next sign-in (whose secret the benchmark then knows) */
export function resetOwnerTwoStep(dataDir: string) {
  operatorCli(dataDir, ['reset-2fa', OWNER.email]);
}

/** the bulk rows written into the data dir's database (the server stopped: it locks the dir) */
export async function insertBenchRows(dataDir: string, log: (line: string) => void) {
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const db = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    if (rows[0].n > 0) throw new Error(`${dataDir} holds orders already: seed a fresh dir`);
    await db.transaction(async (tx) => {
      await insertProducts(tx);
      log(`${PRODUCTS} products and their stock rows: ${seconds()}`);
      await insertShoppers(tx);
      await insertOrders(tx);
      log(`${SHOPPERS} shoppers, ${ORDERS} orders and their lines inserted: ${seconds()}`);
      await settleStock(tx);
    });
    log(`committed (the totals' triggers checked every order): ${seconds()}`);
    // the storefront's search finds the new products too
    await db.query('SELECT refresh_product_search()');
    log(`search documents refreshed: ${seconds()}`);
  } finally {
    await db.close();
  }
}

/** the seeded data dir: the server's own seed, the bulk rows, the owner */
export async function seedAdminData(dataDir: string, distDir: string, log: (line: string) => void) {
  const started = Date.now();
  // the server migrates and seeds the catalogue at its first start
  const server = await startServer({ dataDir, distDir });
  await server.stop();
  log(`migrated and seeded by the server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await insertBenchRows(dataDir, log);
  operatorCli(dataDir, ['add', OWNER.email, '--role', 'owner', '--name', 'Bench Owner'], `${OWNER.password}\n`);
  log('owner added with npm run operator');
}
