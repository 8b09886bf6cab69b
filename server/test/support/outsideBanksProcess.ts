import { startOutsideBanks } from './banks';

// The sandbox banks as a process of their own, a bank of the outside world for shop servers that are
// processes too (the cluster suite, e2e/cluster): prints one JSON line, the banks' address and the
// shop's settings for them, then serves until SIGTERM. Callbacks go to the address the shop gave.
async function main() {
  const banks = await startOutsideBanks();
  process.stdout.write(`${JSON.stringify({ url: banks.url, env: banks.env })}\n`);
  process.once('SIGTERM', () => void banks.close().then(() => process.exit(0)));
}

void main();
