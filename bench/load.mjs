// The load generator, run by bench/api.ts as a separate node process so that it never shares the
// server's event loop (or the parent's). argv[2]: JSON { url, method, body?, connections, warmupS, durationS, idReplacement? }.
// idReplacement: each request's [<id>] in the url becomes a unique id (a new address, so no cache answers it).
// Prints one JSON line: autocannon's figures for the measured run (the warm-up is discarded).
import autocannon from 'autocannon';

const {
  url,
  method = 'GET',
  body,
  connections = 50,
  warmupS = 2,
  durationS = 10,
  headers = {},
  idReplacement = false,
} = JSON.parse(process.argv[2]);
const options = {
  url,
  method,
  connections,
  pipelining: 1,
  idReplacement,
  headers: { 'accept-language': 'ka', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
  body: body ? JSON.stringify(body) : undefined,
};

if (warmupS > 0) await autocannon({ ...options, duration: warmupS });
const result = await autocannon({ ...options, duration: durationS });
const statusCodes = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
);
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    requestsTotal: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      average: result.latency.average,
    },
    throughputBytesPerSecond: result.throughput.average,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    durationS: result.duration,
    connections: result.connections,
  })}\n`,
);
