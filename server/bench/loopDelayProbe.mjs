import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

// Loaded into the server process by the fuzz (`node --import ./loopDelayProbe.mjs`): the server's own
// event-loop delay, as one JSON line per half second appended to LOOP_DELAY_FILE, so the fuzz can see
// whether any request stalled every other one (a 60 KB body once froze it for seconds).
const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  setInterval(() => {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    appendFileSync(
      file,
      `${JSON.stringify({ at: Date.now(), maxMs: ms(histogram.max), p99Ms: ms(histogram.percentile(99)), meanMs: ms(histogram.mean) })}\n`,
    );
    histogram.reset();
  }, 500).unref();
}
