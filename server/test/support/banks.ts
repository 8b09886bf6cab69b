import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../src/db/client';
import { sandboxBase } from '../../src/http/publicUrl';
import type { Fetch } from '../../src/payments/bankHttp';
import { injectFetch } from '../../src/payments/injectFetch';
import { sandboxBanks } from '../../src/payments/sandbox/plugin';
import { SandboxBanks } from '../../src/payments/sandbox/store';

// The sandbox banks as a bank of the outside world: a Fastify of their own on a local port, whose
// credentials and public key the shop is configured with exactly as with the real banks (README
// "Going live"). Their callbacks reach the shop app through inject (the shop in tests does not listen).

export interface OutsideBanks {
  banks: SandboxBanks;
  url: string;
  /** the shop's settings for these banks */
  env: Record<string, string>;
  /** sends the banks' callbacks to this shop app */
  callbacksTo(app: FastifyInstance): void;
  /** once every call the banks received has been answered (a stalled one included, after its shop gave up) */
  idle(): Promise<void>;
  /**
   * Holds the banks' next call whose address contains `path` until released: `reached` once it arrived (the
   * shop is waiting for its bank), `release` lets the bank answer it
   */
  hold(path: string): { reached: Promise<void>; release(): void };
  close(): Promise<void>;
}

export async function startOutsideBanks(): Promise<OutsideBanks> {
  const banks = new SandboxBanks();
  const server = Fastify();
  // calls received but not answered yet, and who waits for there to be none; onSend, not onResponse:
  // a call whose caller hung up never finishes writing, yet the bank did its work
  let answering = 0;
  let waiting: Array<() => void> = [];
  const holds: Array<{ path: string; arrive(): void; released: Promise<void> }> = [];
  server.addHook('onRequest', async (request) => {
    answering += 1;
    const held = holds.findIndex((hold) => request.url.includes(hold.path));
    if (held < 0) return;
    const [hold] = holds.splice(held, 1);
    hold.arrive();
    await hold.released;
  });
  server.addHook('onSend', async () => {
    answering -= 1;
    if (answering > 0) return;
    for (const wake of waiting) wake();
    waiting = [];
  });
  // the bank's pages link back to where the bank was asked, as the shop's own sandbox does without PUBLIC_URL
  await server.register(sandboxBanks, { banks, pageBase: (request) => sandboxBase(request, {}) });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const { bog, tbc, liberty } = banks.credentials;
  return {
    banks,
    url,
    env: {
      BOG_CLIENT_ID: bog.clientId,
      BOG_CLIENT_SECRET: bog.clientSecret,
      BOG_PUBLIC_KEY: banks.bogKeys.publicKey.replace(/\n/g, '\\n'),
      BOG_API_URL: `${url}/sandbox/bog`,
      BOG_TOKEN_URL: `${url}/sandbox/bog/auth/realms/bog/protocol/openid-connect/token`,
      TBC_API_KEY: tbc.apiKey,
      TBC_CLIENT_ID: tbc.clientId,
      TBC_CLIENT_SECRET: tbc.clientSecret,
      TBC_API_URL: `${url}/sandbox/tbc`,
      LIBERTY_MERCHANT_ID: liberty.merchantId,
      LIBERTY_SECRET: liberty.secret,
      LIBERTY_PAY_URL: `${url}/sandbox/liberty/pay`,
      LIBERTY_API_URL: `${url}/sandbox/liberty/api`,
      LIBERTY_ENABLED: 'on',
      PAYMENTS_SANDBOX: 'off',
    },
    callbacksTo(app) {
      banks.deliver = injectFetch(() => app);
    },
    idle: () => (answering === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
    hold(path) {
      let arrive = () => {};
      let release = () => {};
      const reached = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ path, arrive, released });
      return { reached, release };
    },
    close: () => server.close(),
  };
}

/** what a checkout answered */
export interface Started {
  order_number: string;
  redirect: string;
  form_data: Record<string, string> | null;
  order_id: string | null;
}

/** the page a checkout sends the shopper to: a link, or Liberty's posted form */
async function openBankPage(browse: Fetch, start: Started) {
  const page = await browse(start.redirect, {
    method: start.form_data ? 'POST' : 'GET',
    headers: start.form_data ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: start.form_data ? new URLSearchParams(start.form_data).toString() : undefined,
  });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`the bank page answered ${page.status}: ${html}`);
  return html;
}

/** what the bank was asked to charge, as its page shows it to the shopper ("257.00") */
export async function amountAtBank(app: FastifyInstance, start: Started) {
  const html = await openBankPage(
    injectFetch(() => app),
    start,
  );
  return /data-testid="amount">([\d.]+) GEL</.exec(html)?.[1] ?? null;
}

/**
 * A shopper on a sandbox bank's page: opens it (a link, or Liberty's posted form), presses Approve or
 * Decline, and is sent back (the answer's Location). `browse` is fetch, or injectFetch of the shop app
 * when the shop plays the bank itself.
 */
export async function decideAtBank(
  browse: Fetch,
  start: Started,
  decision: 'approved' | 'declined',
): Promise<{ status: number; location: string | null; page: string }> {
  const html = await openBankPage(browse, start);
  const payment = /name="payment" value="([^"]+)"/.exec(html)![1];
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(html)![1], start.redirect).href;
  const decided = await browse(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment, decision }).toString(),
    redirect: 'manual',
  });
  return { status: decided.status, location: decided.headers.get('location'), page: html };
}

/**
 * The shopper decides on the sandbox bank's page of an order (BOG or TBC) that `app` plays the bank
 * of, found by the payment id the bank gave the order
 */
export async function decideOrder(
  app: FastifyInstance,
  db: Queryable,
  orderNumber: string,
  decision: 'approved' | 'declined' = 'approved',
) {
  const { rows } = await db.query<{ id: string }>(
    'SELECT provider_order_id AS id FROM orders WHERE order_number = $1',
    [orderNumber],
  );
  const bank = rows[0].id.startsWith('tbc') ? 'tbc' : 'bog';
  const redirect = `http://localhost/sandbox/${bank}/pay/${rows[0].id}`;
  return decideAtBank(
    injectFetch(() => app),
    { order_number: orderNumber, redirect, form_data: null, order_id: null },
    decision,
  );
}
