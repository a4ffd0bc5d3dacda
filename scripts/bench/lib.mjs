// Helpers every bench script shares: running a build step, and waiting for a server to answer.
import { spawnSync } from 'node:child_process';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs a command with its output shown; throws when it fails. */
export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/**
 * Waits (up to a minute) until `url` answers 2xx; with `child`, fails at once when that server
 * process has exited instead.
 */
export async function waitFor(url, child) {
  for (let i = 0; i < 240; i++) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error(`${url} never answered`);
}
