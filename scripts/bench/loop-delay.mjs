// Preloaded into the server by the scale bench (NODE_OPTIONS=--import): how long the event loop was
// blocked. Every 200 ms it writes the longest delay (and the p99) seen since the last reset to
// $LOOP_DELAY_FILE; SIGUSR2 resets it, so the bench reads one figure per measured phase.
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOP_DELAY_FILE;
if (file) {
  // Each sample is the whole gap between two ticks of this timer, its own interval included: at
  // 10 ms an idle loop read 10 ms and a 5 ms block 10.1 ms. At 1 ms a figure is the block within a
  // millisecond (and costs the server a thousand cheap ticks a second).
  const h = monitorEventLoopDelay({ resolution: 1 });
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
