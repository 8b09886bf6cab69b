import { startOutsideBanks } from './banks';

// The sandbox banks as a process of their own, a bank of the outside world for shop servers that are
// processes too (the cluster suite, e2e/cluster): prints one JSON line, the banks' address and the
// shop's settings for them, then serves until SIGTERM. Callbacks go to the address the shop gave.

/** a callback the shop did not take (no answer, or a 5xx) is sent again, as banks do, a few times */
const CALLBACK_TRIES = 4;
const CALLBACK_PAUSE_MS = 500;

async function main() {
  const outside = await startOutsideBanks();
  outside.banks.deliver = async (url, init) => {
    for (let attempt = 1; ; attempt++) {
      const answer = await fetch(url, init).catch((error: unknown) => {
        if (attempt >= CALLBACK_TRIES) throw error;
        return null;
      });
      if (answer && (answer.status < 500 || attempt >= CALLBACK_TRIES)) return answer;
      await new Promise((resolve) => setTimeout(resolve, CALLBACK_PAUSE_MS));
    }
  };
  process.stdout.write(`${JSON.stringify({ url: outside.url, env: outside.env })}\n`);
  process.once('SIGTERM', () => void outside.close().then(() => process.exit(0)));
}

void main();
