import type { FastifyInstance } from 'fastify';
import { PROVIDERS } from '../payments/provider';

// Headers that tell the browser what the shop's pages may do, on every answer (pages, API, files):
// scripts only from us (and the BOG calculator's script host), forms posted only to us and the banks
// (Liberty's hidden form), frames only of the contact page's map and the banks, and nobody may frame
// us. MUI/emotion injects <style> tags at run time, hence 'unsafe-inline' for styles; never for scripts.
// No CORS headers are sent: the storefront calls its API on the same origin.

const MAP_ORIGIN = 'https://www.openstreetmap.org';

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** the outside origins the pages need: the configured banks (<BANK>_PAYMENT_HOST) and BOG's calculator script (BOG_SDK_URL) */
export function outsideOrigins(env: NodeJS.ProcessEnv) {
  return {
    banks: PROVIDERS.flatMap((name) => originOf(env[`${name.toUpperCase()}_PAYMENT_HOST`])),
    bogSdk: originOf(env.BOG_SDK_URL),
  };
}

export function contentSecurityPolicy({ banks, bogSdk }: ReturnType<typeof outsideOrigins>): string {
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...bogSdk)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `font-src 'self'`,
    `connect-src ${list("'self'", ...banks, ...bogSdk)}`,
    `frame-src ${list(MAP_ORIGIN, ...banks, ...bogSdk)}`,
    `form-action ${list("'self'", ...banks)}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

export function installSecurityHeaders(app: FastifyInstance, env: NodeJS.ProcessEnv) {
  const headers = {
    'content-security-policy': contentSecurityPolicy(outsideOrigins(env)),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });
}
