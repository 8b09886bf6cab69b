import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxBanks } from './store';

// What every sandbox bank's API does before answering: the test knobs (a bank that hiccups, one that
// stalls), and an error body as a bank writes one.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function apiGuard(banks: SandboxBanks) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    if (banks.failNext > 0) {
      banks.failNext -= 1;
      return refuse(reply, 503, 'temporarily unavailable');
    }
    if (banks.stallMs > 0) await pause(banks.stallMs);
  };
}

export function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('application/json').send({ status, message });
}

/** the same answer for the same idempotency key at one endpoint (the first answer is kept) */
export async function idempotently(
  banks: SandboxBanks,
  key: string | undefined,
  reply: FastifyReply,
  answer: () => Promise<{ status: number; body: unknown }>,
) {
  const kept = key ? banks.idempotent.get(key) : undefined;
  const given = kept ?? (await answer());
  if (key && !kept) banks.idempotent.set(key, given);
  return reply.code(given.status).type('application/json').send(given.body);
}

/** a form body as an object, whatever parser read it */
export const formOf = (body: unknown) =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};

export const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** today in Tbilisi, where the banks count their days */
export const bankDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Tbilisi' });
