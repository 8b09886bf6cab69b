import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../server/test/support/serverProcess';
import { chromiumPath, hasChromium } from '../../test/harness/chromium';
import { addFirstOwner, signInFirstOwnerForSuite } from './firstOwner';
import { suiteBuilds } from '../../test/harness/storefrontBuild';

// one state file per checkout, so the suites of two checkouts on one machine never stop each other's server
const checkout = createHash('sha256').update(path.resolve(__dirname, '../..')).digest('hex').slice(0, 12);
export const stateFile = path.join(os.tmpdir(), `astroshop-e2e-server-${checkout}.json`);

/**
 * The browser suite runs against what shoppers get: the production build served by our own server,
 * compiled as `npm run serve` runs it, on a fresh database with the seeded catalogue.
 */
export default async function globalSetup() {
  if (!hasChromium()) {
    console.warn(
      `\n[e2e] Chromium not found at ${chromiumPath}: the browser suite is skipped (apt-get install chromium).\n`,
    );
    process.env.E2E_SKIP = '1';
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'astroshop-e2e-'));
  // the back office's first owner, from the command line as a shop's comes (admin.test.ts adds the rest)
  const [distDir] = await Promise.all([suiteBuilds(path.join(dataDir, 'dist')), addFirstOwner(dataDir)]);
  // a fresh data dir is seeded and its images drawn before the server answers; no load shedding
  // (server/test/hardening.test.ts tests it): on a busy CI machine the event loop can lag past its
  // limit, and a page whose script is refused with 503 never hydrates; every page server-rendered,
  // though the whole suite is one client address (the budget is tested in server/test/pageRenders.test.ts),
  // and that address may hold as much unpaid as many accounts; the order mails sent every second (pickup.test.ts
  // waits for them in the outbox), not every 10; Liberty offered (off by default, issue 34: its sandbox is
  // paid by purchase.test.ts and delivery.test.ts); an API_URL in the server's environment that
  // the build was not made with, which the pages must not follow (the build's own is in its renderer)
  const server = await startServer(
    dataDir,
    {
      API_URL: 'http://api-url-of-the-server-environment.invalid',
      DIST_DIR: distDir,
      LIBERTY_ENABLED: 'on',
      MAIL_SEND_SECONDS: '1',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      PAGE_RENDERS_PER_MINUTE: '100000',
      UNPAID_ADDRESS_SHARE: '1000',
    },
    undefined,
    { compiled: true },
  );
  // the build's folder too: with SUITE_BUILD_DIR it is not in dataDir (staticBuild.test.ts serves it)
  fs.writeFileSync(stateFile, JSON.stringify({ pid: server.child.pid, dataDir, distDir }));
  // the first owner's one session for every test file (operators.ts, firstOwnerToken)
  await signInFirstOwnerForSuite(server.baseUrl, dataDir);
  process.env.E2E_BASE_URL = server.baseUrl;
}
