import { randomUUID } from 'node:crypto';
import type { BankSettings } from '../config';
import { endpoint, textField } from './adapterKit';
import { bankClient, BankRefused, BankUnavailable, type BankCalls, type Fetch } from './bankHttp';

// `npm run banks:check` (app/banksCheck.ts): each configured bank is asked for what proves its credentials
// without a payment: BOG and TBC an access token, exactly as their adapters ask for it (bog.ts, tbc.ts);
// Liberty, which has no token, the status of a payment that does not exist (HTTP Basic, as liberty.ts):
// "no such payment" means the credentials were taken.

export interface BankCheck {
  bank: 'BOG' | 'TBC' | 'Liberty';
  ok: boolean;
  /** what the bank said: its refusal exactly as it answered it */
  detail: string;
}

type Probe = () => Promise<string>;

async function run(bank: BankCheck['bank'], probe: Probe): Promise<BankCheck> {
  try {
    return { bank, ok: true, detail: await probe() };
  } catch (error) {
    if (error instanceof BankRefused)
      return { bank, ok: false, detail: `refused: HTTP ${error.answer.status} ${error.answer.text.trim()}` };
    if (error instanceof BankUnavailable) return { bank, ok: false, detail: `not reachable: ${error.reason}` };
    return { bank, ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

/** the banks with credentials, each checked; none for the banks the sandbox plays */
export async function checkBanks(banks: BankSettings, calls: BankCalls, fetch: Fetch): Promise<BankCheck[]> {
  const checks: Promise<BankCheck>[] = [];
  const { bog, tbc, liberty } = banks;
  if (bog.credentials) {
    const { clientId, clientSecret } = bog.credentials;
    const call = bankClient('bog', fetch, calls);
    checks.push(
      run('BOG', async () => {
        const answer = await call({
          method: 'POST',
          url: endpoint(bog.tokenUrl, ''),
          headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
          body: new URLSearchParams({ grant_type: 'client_credentials' }),
          idempotent: true,
        });
        if (!textField(answer.body, 'access_token')) throw new Error(`answered no access_token: ${answer.text}`);
        return `access token received from ${bog.tokenUrl}`;
      }),
    );
  }
  if (tbc.credentials) {
    const { apiKey, clientId, clientSecret } = tbc.credentials;
    const call = bankClient('tbc', fetch, calls);
    const url = endpoint(tbc.apiUrl, '/v1/tpay/access-token');
    checks.push(
      run('TBC', async () => {
        const answer = await call({
          method: 'POST',
          url,
          headers: { apikey: apiKey },
          body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret }),
          idempotent: true,
        });
        if (!textField(answer.body, 'access_token')) throw new Error(`answered no access_token: ${answer.text}`);
        return `access token received from ${url}`;
      }),
    );
  }
  if (liberty.enabled && liberty.credentials) {
    const { merchantId, secret, apiUrl } = liberty.credentials;
    const call = bankClient('liberty', fetch, calls);
    const url = endpoint(apiUrl, `/payments/banks-check-${randomUUID()}`);
    checks.push(
      run('Liberty', async () => {
        try {
          await call({
            method: 'GET',
            url,
            headers: { authorization: `Basic ${Buffer.from(`${merchantId}:${secret}`).toString('base64')}` },
            idempotent: true,
          });
        } catch (error) {
          // the credentials were taken; the payment asked about does not exist, as meant
          if (error instanceof BankRefused && error.answer.status === 404)
            return `credentials accepted by ${apiUrl} (asked about a payment that does not exist)`;
          throw error;
        }
        return `credentials accepted by ${apiUrl}`;
      }),
    );
  }
  return Promise.all(checks);
}
