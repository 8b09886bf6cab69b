import { isIPv6 } from 'node:net';
import type { RateLimit } from '../domain/rateLimit';

/** more clients than this are not tracked at once: the oldest entry goes first */
const MAX_TRACKED = 100_000;

/**
 * So many uses per client address and time window, counted in this process's memory and taken at
 * once: of a burst of requests arriving together, exactly `max` get one. (@fastify/rate-limit's store
 * answers every caller with the same counter object, read once the whole burst has counted, so a
 * burst is refused entirely.) An IPv6 address counts by its /56, as that plugin counts them: one
 * customer is given a whole prefix.
 */
export class ClientBudget {
  private readonly clients = new Map<string, { used: number; until: number }>();

  constructor(private readonly limit: RateLimit) {}

  /** whether `address` may have one more now; if so, it is counted */
  take(address: string): boolean {
    const key = clientKey(address);
    const now = Date.now();
    let entry = this.clients.get(key);
    if (!entry || entry.until <= now) {
      this.clients.delete(key);
      entry = { used: 0, until: now + this.limit.timeWindow };
      this.clients.set(key, entry);
      if (this.clients.size > MAX_TRACKED) this.clients.delete(this.clients.keys().next().value!);
    }
    if (entry.used >= this.limit.max) return false;
    entry.used++;
    return true;
  }
}

/** an IPv6 address's /56 prefix; any other address (IPv4, IPv4-mapped IPv6) as it is */
function clientKey(address: string): string {
  if (!isIPv6(address) || address.includes('.')) return address;
  const [head, tail] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const [a, b, c, d] = groups.map((group) => parseInt(group, 16));
  return [a, b, c, d & 0xff00].map((group) => group.toString(16)).join(':') + '::/56';
}
