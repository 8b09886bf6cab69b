import http from 'node:http';

// An HTTP/1.1 client that keeps connections and resends as a browser does. Chromium
// (HttpNetworkTransaction::ShouldResendRequest) and Firefox send a request again, a POST too, when the
// connection it went out on was a REUSED one and closed (reset, closed, empty answer) before the
// answer's headers arrived: a server may close an idle kept connection at any moment (nginx's reload
// does, for its old workers' idle connections), and a request that crosses that close was never read.
// A failure on a fresh connection is the server's, and is not resent. Node's fetch resends nothing, so
// a load of it through nginx counts as lost what no browser would lose; node:http says whether the
// socket was reused (`request.reusedSocket`), which is the browser's rule to the letter.

/** the errors Chromium resends on (ERR_CONNECTION_RESET, _CLOSED, _ABORTED, ERR_SOCKET_NOT_CONNECTED, ERR_EMPTY_RESPONSE) */
const CLOSED = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ENOTCONN']);

export interface BrowserAnswer {
  status: number;
  headers: Headers;
  body: string;
}

export interface BrowserRequest {
  method: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

export class BrowserClient {
  /** requests sent again after their kept connection closed before any answer */
  resent = 0;
  private readonly agent = new http.Agent({ keepAlive: true });

  /**
   * Resent as long as it fails on a kept connection, with no count, as Chromium does: each failed kept
   * connection is dropped, so the kept ones run out and the last attempt goes on a fresh one (a reload
   * closes every idle connection of nginx's old workers, and a shopper may meet several in a row).
   */
  async request(url: string | URL, options: BrowserRequest): Promise<BrowserAnswer> {
    for (;;) {
      try {
        return await this.once(new URL(url), options);
      } catch (error) {
        if (!(error instanceof ClosedBeforeAnswer)) throw error;
        this.resent++;
      }
    }
  }

  /** ends the kept connections */
  close() {
    this.agent.destroy();
  }

  private once(url: URL, { method, headers = {}, body, timeoutMs = 30_000 }: BrowserRequest) {
    return new Promise<BrowserAnswer>((resolve, reject) => {
      let answered = false;
      const request = http.request(
        url,
        { method, headers, agent: this.agent, signal: AbortSignal.timeout(timeoutMs) },
        (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const pairs: [string, string][] = [];
            for (let n = 0; n < response.rawHeaders.length; n += 2)
              pairs.push([response.rawHeaders[n], response.rawHeaders[n + 1]]);
            resolve({
              status: response.statusCode!,
              headers: new Headers(pairs),
              body: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        const resendable = request.reusedSocket && !answered && CLOSED.has(error.code ?? '');
        reject(resendable ? new ClosedBeforeAnswer(error) : error);
      });
      request.end(body);
    });
  }
}

/** a kept connection closed before the answer's headers: the request may be sent again */
class ClosedBeforeAnswer extends Error {
  constructor(cause: Error) {
    super(`kept connection closed before any answer: ${cause.message}`, { cause });
  }
}
