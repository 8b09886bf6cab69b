import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath, hasChromium } from '../../test/harness/chromium';
import { suiteBuilds } from '../../test/harness/storefrontBuild';
import { hasNginx, nginxPath } from '../../test/harness/cluster';

// one state file per checkout, as the browser suite's: two checkouts' suites on one machine keep their own
const checkout = createHash('sha256').update(path.resolve(__dirname, '../..')).digest('hex').slice(0, 12);
export const stateFile = path.join(os.tmpdir(), `astroshop-cluster-suite-${checkout}.json`);

/** what every file of the suite runs: the production build of the storefront and the compiled server */
export default async function globalSetup() {
  if (!hasNginx()) {
    console.warn(
      `\n[cluster] nginx not found at ${nginxPath}: the cluster suite is skipped (apt-get install nginx).\n`,
    );
    process.env.CLUSTER_SKIP = '1';
    return;
  }
  if (!hasChromium()) {
    console.warn(`\n[cluster] Chromium not found at ${chromiumPath}: the browser journeys are skipped.\n`);
    process.env.E2E_SKIP = '1';
  }
  // a folder of the suite's own, for its build (empty when CI's browser suite left its builds: SUITE_BUILD_DIR)
  const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'astroshop-cluster-dist-'));
  fs.writeFileSync(stateFile, JSON.stringify({ ownDir }));
  process.env.CLUSTER_DIST_DIR = await suiteBuilds(ownDir);
  // the first file's cluster draws the catalogue's images, the next ones start with a copy (cluster.ts)
  process.env.CLUSTER_IMAGES_DIR = path.join(ownDir, 'uploads');
}
