import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyRequest } from 'fastify';

/**
 * Where a browser reaches this shop, for links in mails and the addresses banks send shoppers back to:
 * PUBLIC_URL (required in production), else in development the address this server listens on. Never
 * the request's Host or X-Forwarded-Host: anyone can send those, and a reset link or a bank's return
 * address built from them would carry a live token or a shopper to a host of the sender's choosing.
 */
export function publicBase(request: FastifyRequest, settings: { publicUrl?: string }): string {
  if (settings.publicUrl) return settings.publicUrl.replace(/\/+$/, '');
  const listening = request.server.addresses()[0];
  // answers made without a socket (app.inject in tests) have no listening address
  if (!listening || typeof listening === 'string') return 'http://localhost';
  const anyAddress = listening.address === '0.0.0.0' || listening.address === '::';
  const host = anyAddress ? 'localhost' : listening.family === 'IPv6' ? `[${listening.address}]` : listening.address;
  return `http://${host}:${listening.port}`;
}

/** a Host header that is a plain name or address, with its port: nothing that could end a header's list */
const PLAIN_HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/**
 * The address the browser asked this server at (its Host), or undefined when the Host is not a plain
 * host[:port]. For the development sandbox banks only, which follow the shop to wherever it was opened
 * (localhost, 127.0.0.1, a phone on the LAN): never a base of mails or of real banks' links.
 */
export function requestOrigin(request: IncomingMessage): string | undefined {
  const host = request.headers.host;
  if (!host || !PLAIN_HOST.test(host)) return undefined;
  return `${(request.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http'}://${host}`;
}

/**
 * Where this server's own sandbox bank sends a shopper, and back: PUBLIC_URL when it is set (always, in
 * production); in development without it, the address the shop was opened at, so a payment completes
 * from 127.0.0.1 or a phone on the LAN as from localhost, in the same browser storage as the cart and
 * session. The listening address would send a phone to its own localhost, and a shopper at 127.0.0.1 to
 * another origin (whose CSP refuses Liberty's hidden form). Real banks' links never come from here.
 */
export function sandboxBase(request: FastifyRequest, settings: { publicUrl?: string }): string {
  return (!settings.publicUrl && requestOrigin(request.raw)) || publicBase(request, settings);
}
