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
