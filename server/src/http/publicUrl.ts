import type { FastifyRequest } from 'fastify';
import type { ShopSettings } from './context';

/** where a browser reaches this server: PUBLIC_URL when configured, else the request's own origin */
export function publicBase(request: FastifyRequest, settings: ShopSettings): string {
  return (settings.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
