import { ShopError } from '../domain/errors';

// Every call the shop makes to a bank: a timeout on each try (AbortSignal.timeout), and a few more
// tries, for the calls that may be repeated without doing twice what they do (a token, a status, a
// call carrying an idempotency key). A bank that stays down is a BankUnavailable, which the routes
// answer 503 "try another method" (never a 500).

/** fetch, or a stand-in with its shape (the in-process sandbox: injectFetch.ts) */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface BankCalls {
  /** one try's limit */
  timeoutMs: number;
  /** more tries of an idempotent call after a timeout, a network error or a 5xx */
  retries: number;
}

export interface BankRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** an object is sent as JSON, URLSearchParams as a form */
  body?: object | URLSearchParams;
  /** true: the call may be repeated (a GET, a token, a call carrying an idempotency key) */
  idempotent: boolean;
}

export interface BankAnswer {
  status: number;
  /** the parsed JSON body, or the text when it is not JSON */
  body: unknown;
  text: string;
}

/** the bank did not answer in time, or answered 5xx, on every try */
export class BankUnavailable extends ShopError {
  constructor(
    readonly bank: string,
    readonly reason: string,
  ) {
    super(503, 'bank_unavailable');
  }
}

/** the bank answered, and said no (4xx) */
export class BankRefused extends Error {
  constructor(
    readonly bank: string,
    readonly answer: BankAnswer,
  ) {
    super(`${bank} refused: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function encode(body: BankRequest['body']): { body?: string; type?: string } {
  if (body === undefined) return {};
  if (body instanceof URLSearchParams) return { body: body.toString(), type: 'application/x-www-form-urlencoded' };
  return { body: JSON.stringify(body), type: 'application/json' };
}

async function answerOf(response: Response): Promise<BankAnswer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body, text };
}

/** a bank's client: calls through `fetch` with the timeout and retries of `calls` */
export function bankClient(bank: string, fetch: Fetch, calls: BankCalls) {
  return async function call(request: BankRequest): Promise<BankAnswer> {
    const { body, type } = encode(request.body);
    const headers = { accept: 'application/json', ...(type ? { 'content-type': type } : {}), ...request.headers };
    const tries = request.idempotent ? calls.retries + 1 : 1;
    let reason = '';
    for (let attempt = 1; attempt <= tries; attempt++) {
      if (attempt > 1) await pause(100 * 2 ** (attempt - 2));
      try {
        const response = await fetch(request.url, {
          method: request.method,
          headers,
          body,
          signal: AbortSignal.timeout(calls.timeoutMs),
        });
        const answer = await answerOf(response);
        if (answer.status < 500) {
          if (answer.status >= 400) throw new BankRefused(bank, answer);
          return answer;
        }
        reason = `${answer.status} ${answer.text.slice(0, 200)}`;
      } catch (error) {
        if (error instanceof BankRefused) throw error;
        reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
    }
    throw new BankUnavailable(bank, reason);
  };
}

export type BankClient = ReturnType<typeof bankClient>;
