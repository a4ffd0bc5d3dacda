// Where every script that drives a browser (end-to-end journeys, bench, Lighthouse) finds Chromium:
// CHROME_PATH when set, else Debian's /usr/bin/chromium. No browser is ever downloaded: when none
// is found, root with apt-get installs Debian's package, anyone else is told the one command to run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const JOURNEYS = 'the end-to-end journeys';

// Decides from the machine's facts alone (pure, so it is tested with stubs); types in chromium.d.mts.
export function resolveChromium({ env, isExecutable, uid, hasAptGet }, neededFor = JOURNEYS) {
  const wanted = env.CHROME_PATH;
  if (wanted) {
    return isExecutable(wanted)
      ? { path: wanted }
      : {
          error: `✗ CHROME_PATH=${wanted} is not an executable file: point it at a Chromium binary, or unset it to use ${DEBIAN_CHROMIUM}`,
        };
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM };
  if (uid === 0 && hasAptGet) return { install: true };
  return {
    error: `✗ Chromium is needed for ${neededFor}: run 'sudo apt-get install chromium' or set CHROME_PATH=/path/to/chromium`,
  };
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile(); // a directory is "executable" too
  } catch {
    return false;
  }
}

function thisMachine() {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  return {
    env: process.env,
    isExecutable,
    uid: process.getuid?.(),
    hasAptGet: dirs.some((dir) => isExecutable(join(dir, 'apt-get'))),
  };
}

/**
 * The Chromium to launch. With `install` (npm test), root with apt-get first installs Debian's
 * package. With none, prints the one line to act on and exits 1: a stack trace, or dozens of
 * journeys failing in 2 ms each, would bury it.
 */
export function chromiumPath({ install = false, neededFor = JOURNEYS } = {}) {
  const machine = thisMachine();
  let found = resolveChromium({ ...machine, hasAptGet: install && machine.hasAptGet }, neededFor);
  if ('install' in found) {
    installDebianChromium();
    found = resolveChromium({ ...machine, hasAptGet: false }, neededFor);
  }
  if ('error' in found) fail(found.error);
  return found.path;
}

function installDebianChromium() {
  console.log("▶ Chromium not found: installing Debian's chromium package (apt-get install chromium)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    // apt's progress stays quiet; its errors (stderr) show.
    const r = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (r.status !== 0) {
      fail(
        `✗ 'apt-get ${args[0]}' failed (${r.error?.message ?? `exit ${r.status ?? r.signal}`}) while installing Chromium: install it yourself or set CHROME_PATH=/path/to/chromium`,
      );
    }
  }
}

function fail(line) {
  console.error(line);
  process.exit(1);
}
