import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from './helpers';
import { startServer, type ServerProcess } from './support/serverProcess';

// The real server on SIGTERM (close-with-grace): a request in flight is answered before it exits, and
// a request that never finishes does not keep it from exiting. The embedded database only: what is
// tested is the process, not the database.

const runIf = process.env.DATABASE_URL ? describe.skip : describe;
jest.setTimeout(180_000);

/**
 * a POST /api/cart whose body has not all arrived yet; finish() sends the rest. `sent` waits for the
 * server's "100 Continue", so the server is known to be handling the request (not merely to have it
 * in a socket buffer) before the test sends SIGTERM.
 */
function halfSentRequest(server: ServerProcess) {
  const { port } = new URL(server.baseUrl);
  const body = '{"products":{},"promo":null}';
  const socket = net.connect(Number(port), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.on('error', () => undefined);
  socket.on('connect', () => {
    socket.write(
      `POST /api/cart HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
  });
  const sent = new Promise<void>((resolve) => {
    const onData = () => {
      if (!received.startsWith('HTTP/1.1 100')) return;
      socket.off('data', onData);
      resolve();
    };
    socket.on('data', onData);
  });
  return { sent, finish: () => socket.write(body.slice(5)), closed };
}

runIf('shutting down', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'astroshop-shutdown-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers the request in flight, then exits; and exits anyway when a request hangs', async () => {
    const env = { SHUTDOWN_GRACE_MS: '2000' };
    const server = await startServer(dataDir, env);
    const inFlight = halfSentRequest(server);
    await inFlight.sent;
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    // the request ends only once the server is draining
    await waitFor(() => server.output().includes('SIGTERM: draining requests in flight'));
    inFlight.finish();
    expect(await inFlight.closed).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200/);
    expect(await exited).toBe(0);

    // a body that never ends: the drain cannot finish, SHUTDOWN_GRACE_MS ends it
    const again = await startServer(dataDir, env);
    const hanging = halfSentRequest(again);
    await hanging.sent;
    const exitedAgain = new Promise<number | null>((resolve) => again.child.once('exit', (code) => resolve(code)));
    again.child.kill('SIGTERM');
    expect(await exitedAgain).not.toBeNull();
  });
});
