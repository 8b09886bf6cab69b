import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { PayMethod, ProviderName } from '../../domain/payments';
import type { Fetch } from '../bankHttp';

// The sandbox banks' side: the payments they hold, the credentials they give the shop, BOG's RSA key
// pair. This server plays them when a bank has no credentials (payments/registry.ts); tests also run
// them in a Fastify of their own, on a port, as a bank of the outside world.

export type SandboxStatus = 'created' | 'approved' | 'declined';

export interface SandboxRefund {
  amountTetri: number;
  at: Date;
  id: string;
}

export interface SandboxPayment {
  id: string;
  bank: ProviderName;
  method: PayMethod;
  orderNumber: string;
  amountTetri: number;
  currency: string;
  locale: 'ka' | 'en';
  /** where the shopper goes after deciding: TBC has one return address, the others two */
  successUrl: string;
  failUrl: string;
  callbackUrl: string;
  loan: { month: number; discountCode: string } | null;
  status: SandboxStatus;
  createdAt: Date;
  refunds: SandboxRefund[];
}

export const refundedTetri = (payment: SandboxPayment) =>
  payment.refunds.reduce((sum, refund) => sum + refund.amountTetri, 0);

const secret = () => randomBytes(18).toString('base64url');

/** BOG's key pair: kept in the data folder (one key across restarts), or made for this process only */
function bogKeyPair(keyFile: string | undefined): { privateKey: KeyObject; publicKey: string } {
  let pem = keyFile && existsSync(keyFile) ? readFileSync(keyFile, 'utf8') : null;
  if (!pem) {
    pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    if (keyFile) writeFileSync(keyFile, pem, { mode: 0o600 });
  }
  const privateKey = createPrivateKey(pem);
  return { privateKey, publicKey: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString() };
}

export class SandboxBanks {
  /** what each sandbox bank gives its merchant, as the real one does (README "Going live") */
  readonly credentials = {
    bog: { clientId: `sandbox-${secret()}`, clientSecret: secret() },
    tbc: { apiKey: secret(), clientId: `sandbox-${secret()}`, clientSecret: secret() },
    liberty: { merchantId: `sandbox-${secret()}`, secret: secret() },
  };
  readonly bogKeys: { privateKey: KeyObject; publicKey: string };
  readonly payments = new Map<string, SandboxPayment>();
  /** the bearer tokens handed out, and until when they hold */
  readonly tokens = new Map<string, number>();
  /** answers kept by idempotency key, per bank and endpoint */
  readonly idempotent = new Map<string, { status: number; body: unknown }>();

  // what tests make the banks do
  /** every API answer waits this long (a bank that stalls) */
  stallMs = 0;
  /** the next this-many API calls answer 503 (a bank that hiccups) */
  failNext = 0;
  /** the callbacks are not sent (a bank whose callback is lost) */
  dropCallbacks = false;
  /** how a callback reaches the shop: fetch, or app.inject when this server plays the bank */
  deliver: Fetch;

  constructor(options: { keyFile?: string; deliver?: Fetch } = {}) {
    this.bogKeys = bogKeyPair(options.keyFile);
    this.deliver = options.deliver ?? ((url, init) => fetch(url, init));
  }

  issueToken(lifeS: number): string {
    const token = randomUUID();
    this.tokens.set(token, Date.now() + lifeS * 1000);
    return token;
  }

  tokenValid(authorization: string | undefined): boolean {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    return token !== undefined && (this.tokens.get(token) ?? 0) > Date.now();
  }

  add(payment: Omit<SandboxPayment, 'id' | 'status' | 'createdAt' | 'refunds'>): SandboxPayment {
    const stored: SandboxPayment = {
      ...payment,
      id: `${payment.bank}${randomBytes(9).toString('hex')}`,
      status: 'created',
      createdAt: new Date(),
      refunds: [],
    };
    this.payments.set(stored.id, stored);
    return stored;
  }

  find(bank: ProviderName, id: string): SandboxPayment | undefined {
    const payment = this.payments.get(id);
    return payment?.bank === bank ? payment : undefined;
  }
}
