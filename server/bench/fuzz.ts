import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { documentedOperations, hiddenOperations, type OpenApiDocument } from './fuzz/operations';
import { malformedRequests, seededRandom, type FuzzRequest, type Random } from './fuzz/mutations';
import { startServer, type ServerProcess } from '../test/support/serverProcess';

// `npx tsx server/bench/fuzz.ts [--requests 12000] [--seed 7] [--report bench/fuzz.md]`
// Starts the server on loopback on a fresh temporary DATA_DIR, sends it malformed requests on every
// route, and fails unless every one is answered with a 4xx, the server stays up, its memory stays
// flat, its event loop never stalls (measured inside the server: loopDelayProbe.mjs) and the fuzzer's
// own account is as it was (no order, same password).

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '12000' },
    seed: { type: 'string', default: '7' },
    concurrency: { type: 'string', default: '16' },
    report: { type: 'string', default: path.resolve(__dirname, '../../bench/fuzz.md') },
  },
});
const TARGET = Number(args.requests);
const SEED = Number(args.seed);
const CONCURRENCY = Number(args.concurrency);
/** RSS may grow this much between the end of the warm-up (WARM_SHARE) and the end */
const MAX_RSS_GROWTH = 0.15;
/**
 * the longest the server's event loop may be blocked at once while fuzzed: longer, every other shopper
 * waits. A major garbage collection of the server's heap takes up to ≈ 200 ms here; the deep body this
 * guards against took 8 s.
 */
const MAX_LOOP_DELAY_MS = 500;
/**
 * RSS is compared from the end of the first quarter of the requests: by then the heap has grown to
 * its working size and the rate limiter's store (5,000 addresses) is full. A 36,000-request run levels
 * off from about 15,000 on; the first round alone (≈ 1,000 requests, under a second) is too early.
 */
const WARM_SHARE = 0.25;

interface LoopDelaySample {
  at: number;
  maxMs: number;
  p99Ms: number;
  meanMs: number;
}

function loopDelayDuring(file: string, from: number, to: number) {
  const samples = (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : [])
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LoopDelaySample)
    .filter((sample) => sample.at >= from && sample.at <= to + 1000);
  const max = Math.max(0, ...samples.map((sample) => sample.maxMs));
  const p99 = Math.max(0, ...samples.map((sample) => sample.p99Ms));
  const mean = samples.length === 0 ? 0 : samples.reduce((sum, sample) => sum + sample.meanMs, 0) / samples.length;
  return { samples: samples.length, max, p99, mean };
}

const LANGUAGES = ['ka', 'en', 'xx', '*', 'ka;q=abc,,,', '\u00ff\u00fe', 'a'.repeat(500)];

interface Outcome {
  status: number | 'network error';
  request: FuzzRequest;
  detail?: string;
}

function send(agent: http.Agent, baseUrl: string, request: FuzzRequest, random: Random): Promise<Outcome> {
  const url = new URL(baseUrl);
  const headers = {
    ...request.headers,
    'accept-language': LANGUAGES[Math.floor(random() * LANGUAGES.length)],
    // each request from its own client, so the auth routes' rate limit does not hide their validation
    'x-forwarded-for': `10.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}`,
    ...(request.body ? { 'content-length': String(request.body.length) } : {}),
  };
  return new Promise((resolve) => {
    const outgoing = http.request(
      { agent, host: url.hostname, port: url.port, method: request.method, path: request.path, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            request,
            detail: Buffer.concat(chunks).toString('utf8', 0, 300),
          }),
        );
        response.on('error', (error) => resolve({ status: 'network error', request, detail: error.message }));
      },
    );
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', (error) => resolve({ status: 'network error', request, detail: error.message }));
    outgoing.end(request.body);
  });
}

// A client still writing a body the server has already refused (413) can have its write fail with
// EPIPE or ECONNRESET before it reads the answer: a race in the client, not a request left
// unanswered. Such a request is sent again, a few times; a server that never answers still fails.
const CLIENT_RACES = /EPIPE|ECONNRESET/;
const RESENDS = 3;

async function sendUntilAnswered(
  agent: http.Agent,
  baseUrl: string,
  request: FuzzRequest,
  random: Random,
): Promise<Outcome> {
  let outcome = await send(agent, baseUrl, request, random);
  for (
    let resend = 0;
    resend < RESENDS && outcome.status === 'network error' && CLIENT_RACES.test(outcome.detail ?? '');
    resend++
  ) {
    outcome = await send(agent, baseUrl, request, random);
  }
  return outcome;
}

async function runAll(agent: http.Agent, baseUrl: string, requests: FuzzRequest[], random: Random): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) outcomes.push(await sendUntilAnswered(agent, baseUrl, requests[next++], random));
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
}

async function api<T>(
  server: ServerProcess,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as T };
}

const ACCOUNT = {
  fname: 'Fuzz',
  lname: 'Tester',
  phone: '599 11 22 33',
  email: 'fuzz@example.ge',
  pid: '01001011234',
  password: 'fuzz-password',
  repeat_password: 'fuzz-password',
};
const signIn = async (server: ServerProcess) =>
  (
    await api<{ access_token: string }>(server, 'POST', '/api/login', {
      email: ACCOUNT.email,
      password: ACCOUNT.password,
    })
  ).json.access_token;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'astroshop-fuzz-'));
  const started = Date.now();
  const loopDelayFile = path.join(dataDir, 'loop-delay.jsonl');
  // the fuzzer plays the proxy on loopback: its X-Forwarded-For names the client
  const server = await startServer(dataDir, { TRUST_PROXY: '127.0.0.1', LOOP_DELAY_FILE: loopDelayFile }, undefined, {
    nodeFlags: ['--import', pathToFileURL(path.join(__dirname, 'loopDelayProbe.mjs')).href],
  });
  try {
    await api(server, 'POST', '/api/register', ACCOUNT);
    const token = await signIn(server);
    const revokedToken = await signIn(server);
    await api(server, 'GET', '/api/logout', undefined, revokedToken);
    const doc = (await api<OpenApiDocument>(server, 'GET', '/api/docs/json')).json;
    const operations = [...documentedOperations(doc), ...hiddenOperations];

    const rssIdle = server.rssMiB();
    const outcomes: Outcome[] = [];
    let rssWarm = rssIdle;
    const fuzzStarted = Date.now();
    for (let round = 0; outcomes.length < TARGET; round += 1) {
      const random = seededRandom(SEED * 1000 + round);
      const requests = operations.flatMap((operation) => malformedRequests({ operation, random, token, revokedToken }));
      outcomes.push(
        ...(await runAll(
          new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY }),
          server.baseUrl,
          requests.slice(0, TARGET - outcomes.length),
          random,
        )),
      );
      if (rssWarm === rssIdle && outcomes.length >= TARGET * WARM_SHARE) rssWarm = server.rssMiB();
      console.log(`round ${round}: ${outcomes.length} requests, RSS ${server.rssMiB().toFixed(0)} MiB`);
    }
    const fuzzEnded = Date.now();
    const seconds = (fuzzEnded - fuzzStarted) / 1000;
    const rssEnd = server.rssMiB();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the probe's last samples of the run
    const loop = loopDelayDuring(loopDelayFile, fuzzStarted, fuzzEnded);

    const alive = (await api(server, 'GET', '/api/health')).status === 200;
    const orders = (await api<{ data: unknown[] }>(server, 'GET', '/api/orders', undefined, token)).json.data.length;
    const passwordKept =
      (await api(server, 'POST', '/api/login', { email: ACCOUNT.email, password: ACCOUNT.password })).status === 200;

    const byStatus = new Map<string, number>();
    for (const outcome of outcomes)
      byStatus.set(String(outcome.status), (byStatus.get(String(outcome.status)) ?? 0) + 1);
    const bad = outcomes.filter(
      (outcome) => typeof outcome.status !== 'number' || outcome.status < 400 || outcome.status >= 500,
    );
    const growth = (rssEnd - rssWarm) / rssWarm;
    const failures = [
      ...(bad.length > 0 ? [`${bad.length} requests were not answered with a 4xx`] : []),
      ...(alive ? [] : ['the server stopped answering']),
      ...(orders === 0 ? [] : [`${orders} orders were placed by malformed requests`]),
      ...(passwordKept ? [] : ["the fuzzer's password was changed"]),
      ...(growth <= MAX_RSS_GROWTH ? [] : [`RSS grew ${(growth * 100).toFixed(1)}% after warm-up`]),
      ...(loop.samples > 0 ? [] : ['no event-loop delay was measured']),
      ...(loop.max <= MAX_LOOP_DELAY_MS ? [] : [`the event loop stalled for ${loop.max} ms`]),
    ];

    const routes = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
    const report = [
      '# Fuzz run',
      '',
      `\`npx tsx server/bench/fuzz.ts --requests ${TARGET} --seed ${SEED}\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ` +
        `server on loopback with a fresh DATA_DIR (embedded PGlite), ${CONCURRENCY} connections.`,
      '',
      `- requests sent: **${outcomes.length}** across ${routes.size} routes (${doc.paths ? Object.keys(doc.paths).length : 0} documented paths and ${hiddenOperations.length} hidden ones), in ${seconds.toFixed(1)} s`,
      `- answered with a 4xx: **${outcomes.length - bad.length}**; 5xx: **${bad.filter((o) => typeof o.status === 'number' && o.status >= 500).length}**; ` +
        `other (2xx/3xx): **${bad.filter((o) => typeof o.status === 'number' && o.status < 400).length}**; network errors: **${bad.filter((o) => typeof o.status !== 'number').length}**`,
      `- status codes: ${[...byStatus.entries()]
        .sort()
        .map(([status, count]) => `${status} × ${count}`)
        .join(', ')}`,
      `- server RSS: ${rssIdle.toFixed(0)} MiB idle, ${rssWarm.toFixed(0)} MiB after the first ${WARM_SHARE * 100}% of the requests, ${rssEnd.toFixed(0)} MiB at the end (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%; limit +${MAX_RSS_GROWTH * 100}%)`,
      `- server event-loop delay while fuzzed (perf_hooks.monitorEventLoopDelay in the server, ${loop.samples} half-second samples): ` +
        `max **${loop.max.toFixed(1)} ms**, worst p99 ${loop.p99.toFixed(1)} ms, mean ${loop.mean.toFixed(1)} ms (limit ${MAX_LOOP_DELAY_MS} ms)`,
      `- afterwards: health ${alive ? 'OK' : 'FAILED'}; orders of the fuzz account: ${orders}; its password ${passwordKept ? 'unchanged' : 'CHANGED'}`,
      `- result: ${failures.length === 0 ? '**pass**' : `**FAIL**: ${failures.join('; ')}`}`,
      '',
      ...(bad.length > 0
        ? [
            '## Not answered with a 4xx (first 20)',
            '',
            ...bad
              .slice(0, 20)
              .map(
                (o) =>
                  `- ${o.status} ${o.request.method} ${o.request.path.slice(0, 120)} (${o.request.kind}): ${o.detail?.slice(0, 160)}`,
              ),
          ]
        : []),
    ].join('\n');
    writeFileSync(args.report, `${report}\n`);
    console.log(report);
    console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
    process.exitCode = failures.length === 0 ? 0 : 1;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
