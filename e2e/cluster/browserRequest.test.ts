import net from 'node:net';
import { BrowserClient } from '../../test/harness/browserRequest';

// The load's client resends as a browser does: only a request whose REUSED connection closed before any
// answer, the race of nginx's reload closing an idle kept connection as a POST goes out on it.

type Behaviour = 'answer' | 'close' | 'headers-then-close';

/**
 * A server that does, for the n-th request on each connection, what `plan(connection, n)` says; every
 * request line it read is in `requests`.
 */
async function server(plan: (connection: number, request: number) => Behaviour) {
  const requests: string[] = [];
  const sockets: net.Socket[] = [];
  const tcp = net.createServer((socket) => {
    const connection = sockets.push(socket) - 1;
    let seen = 0;
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().match(/^(GET|POST) \S+/gm) ?? []) {
        requests.push(line);
        const behaviour = plan(connection, seen++);
        if (behaviour === 'close') socket.destroy();
        else if (behaviour === 'headers-then-close')
          socket.end('HTTP/1.1 200 OK\r\nContent-Length: 10\r\nConnection: keep-alive\r\n\r\nhalf');
        else socket.write(`HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok`);
      }
    });
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  const { port } = tcp.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/checkout`,
    requests,
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      return new Promise((resolve) => tcp.close(resolve));
    },
  };
}

const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };

describe('the load client resends as a browser does', () => {
  const clients: BrowserClient[] = [];
  const client = () => clients[clients.push(new BrowserClient()) - 1];
  afterEach(() => clients.splice(0).forEach((each) => each.close()));

  it('sends a POST again, on another connection, when its kept connection closed before any answer', async () => {
    // the first connection answers once, then closes as the second request arrives on it
    const shop = await server((connection, request) => (connection === 0 && request === 1 ? 'close' : 'answer'));
    const browser = client();
    try {
      expect((await browser.request(shop.url, post)).body).toBe('ok');
      const again = await browser.request(shop.url, post);
      expect(again).toMatchObject({ status: 200, body: 'ok' });
      expect(browser.resent).toBe(1);
      expect(shop.requests).toHaveLength(3);
    } finally {
      await shop.close();
    }
  });

  it('sends it again as long as kept connections close under it, then on a fresh one', async () => {
    // three kept connections, each closing as its second request arrives, as a reload closes them all
    const shop = await server((connection, request) => (connection < 3 && request === 1 ? 'close' : 'answer'));
    const browser = client();
    try {
      await Promise.all([1, 2, 3].map(() => browser.request(shop.url, post)));
      expect(await browser.request(shop.url, post)).toMatchObject({ status: 200, body: 'ok' });
      expect(browser.resent).toBe(3);
    } finally {
      await shop.close();
    }
  });

  it('does not send again what failed on a fresh connection', async () => {
    const shop = await server(() => 'close');
    const browser = client();
    try {
      await expect(browser.request(shop.url, post)).rejects.toMatchObject({ code: 'ECONNRESET' });
      expect(browser.resent).toBe(0);
      expect(shop.requests).toHaveLength(1);
    } finally {
      await shop.close();
    }
  });

  it('does not send again what the server began to answer on a kept connection', async () => {
    const shop = await server((_connection, request) => (request === 1 ? 'headers-then-close' : 'answer'));
    const browser = client();
    try {
      await browser.request(shop.url, post);
      await expect(browser.request(shop.url, post)).rejects.toThrow();
      expect(browser.resent).toBe(0);
      expect(shop.requests).toHaveLength(2);
    } finally {
      await shop.close();
    }
  });
});
