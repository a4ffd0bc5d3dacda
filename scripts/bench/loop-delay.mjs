// Preloaded into the server by the scale bench (NODE_OPTIONS=--import): how long the event loop was
// blocked. Every 200 ms it writes the longest delay (and the p99) seen since the last reset to
// $LOOP_DELAY_FILE; SIGUSR2 resets it, so the bench reads one figure per measured phase.
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  // Written aside and renamed, so the bench never reads half a file.
  const write = () => {
    writeFileSync(
      `${file}.tmp`,
      JSON.stringify({ maxMs: +(h.max / 1e6).toFixed(1), p99Ms: +(h.percentile(99) / 1e6).toFixed(1) }),
    );
    renameSync(`${file}.tmp`, file);
  };
  setInterval(write, 200).unref();
  process.on('SIGUSR2', () => {
    h.reset();
    write();
  });
}
