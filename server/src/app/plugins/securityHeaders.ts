import type { IncomingMessage } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../../config';
import { AFTER_PAINT_LOADER_SOURCE } from '../../render/afterPaint';
import { requestOrigin } from '../../http/publicUrl';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a page of the sandbox bank (modules/sandbox/sandbox.routes.ts): see sandboxPageHelmet */
    sandboxPage?: boolean;
  }
}

// Headers that tell the browser what the shop's pages may do, on every answer (pages, API, files,
// errors): scripts only from us (and the BOG calculator's script host), forms posted only to us and
// the banks (Liberty's hidden form), frames only of the contact page's map and the banks, and nobody
// may frame us. The one inline script allowed is the rendered pages' loader, by its hash. MUI/emotion injects <style> tags at run time, hence 'unsafe-inline' for styles; never
// for scripts. No CORS headers are sent: the storefront calls its API on the same origin.
// helmet adds the rest (COOP, CORP, X-Content-Type-Options, ...); HSTS only when the shop's public
// address is https, since a browser must reach it over TLS for HSTS to mean anything.

const MAP_ORIGIN = 'https://www.openstreetmap.org';
const HSTS_SECONDS = 180 * 24 * 60 * 60;

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

export type HeaderConfig = Pick<Config, 'banks' | 'bogSdkUrl' | 'bogSdkOrigins' | 'publicUrl' | 'production'>;

/**
 * the outside origins the pages need: the bank page a form is posted to (LIBERTY_PAY_URL; BOG and TBC
 * are reached by a link) and BOG's calculator script (BOG_SDK_URL)
 */
function outsideOrigins(config: HeaderConfig) {
  return {
    banks: originOf(config.banks.liberty.credentials?.payUrl),
    bogSdk: originOf(config.bogSdkUrl),
    /** what the calculator loads besides its script (BOG_SDK_ORIGINS): its window, its calls, its pictures */
    calculator: config.bogSdkOrigins,
  };
}

/** a source computed per request (helmet calls it with the request) */
type DynamicSource = (request: IncomingMessage) => string;

function contentSecurityPolicy(
  { banks, bogSdk, calculator }: ReturnType<typeof outsideOrigins>,
  formTargets: DynamicSource[] = [],
) {
  const list = (...sources: string[]) => [...new Set(sources)];
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': list("'self'", AFTER_PAINT_LOADER_SOURCE, ...bogSdk),
      'script-src-attr': ["'none'"],
      'style-src': list("'self'", "'unsafe-inline'", ...calculator),
      'img-src': list("'self'", 'data:', ...calculator),
      'font-src': ["'self'"],
      'connect-src': list("'self'", ...banks, ...bogSdk, ...calculator),
      'frame-src': list(MAP_ORIGIN, ...banks, ...bogSdk, ...calculator),
      'form-action': [...list("'self'", ...banks), ...formTargets],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
    },
  };
}

export function helmetOptions(config: HeaderConfig): HelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy(outsideOrigins(config)),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: config.publicUrl?.startsWith('https:') ? { maxAge: HSTS_SECONDS } : false,
  };
}

/**
 * The back office's page (app/adminApp.ts): react-admin and MUI from our origin, their styles inline
 * (emotion), images from us and data: URLs (an enrolment's QR code), calls to our API only. It embeds no
 * bank, map or calculator, so none of the storefront's outside origins is allowed.
 */
export function adminPageHelmet(config: HeaderConfig): HelmetOptions {
  return {
    ...helmetOptions(config),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'frame-src': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
      },
    },
  };
}

/**
 * A sandbox bank's page in development: its form (Approve, Decline) leads back to the shop at the address
 * the page was opened at, which need not be PUBLIC_URL or the listening address (127.0.0.1, a phone on
 * the LAN, a proxy in front). Production keeps the shop's policy: its own origin and the configured banks.
 */
function sandboxPageHelmet(config: HeaderConfig) {
  // a Host that is no plain host[:port] adds nothing ('self' again)
  const openedAt: DynamicSource = (request) => requestOrigin(request) ?? "'self'";
  return { ...helmetOptions(config), contentSecurityPolicy: contentSecurityPolicy(outsideOrigins(config), [openedAt]) };
}

/** helmet on every routed answer (an onRequest hook); the sandbox bank's pages get their own in development */
export default fp<HeaderConfig>(
  async (app, config) => {
    if (!config.production) {
      const sandboxPage = sandboxPageHelmet(config);
      // before helmet's own onRoute hook, which reads a route's `helmet` option
      app.addHook('onRoute', (route) => {
        if (route.config?.sandboxPage) route.helmet = sandboxPage;
      });
    }
    await app.register(fastifyHelmet, helmetOptions(config));
  },
  { name: 'security-headers' },
);

/** helmet's headers for an answer made outside the hooks (Fastify's frameworkErrors) */
export function securityHeadersOutsideHooks(config: HeaderConfig) {
  const apply = helmet(helmetOptions(config));
  return (request: FastifyRequest, reply: FastifyReply) => apply(request.raw, reply.raw, () => {});
}
