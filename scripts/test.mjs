// `npm test`: typecheck, lint, unit + API tests (PGlite, then PostgreSQL when TEST_DATABASE_URL
// is set), build, end-to-end journeys in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './lib/chromium.mjs';

// Chromium first, so a machine without it says so at once rather than after minutes of steps;
// the journeys' Playwright config reads the resolved CHROME_PATH.
process.env.CHROME_PATH = chromiumPath({ install: true });
console.log(`✓ Chromium: ${process.env.CHROME_PATH}`);

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit + API tests (PGlite)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['API tests (PostgreSQL)', 'npx', ['vitest', 'run', 'apps/server'], {}]);
}
steps.push(['build', 'npm', ['run', 'build']], ['end-to-end (Chromium)', 'npm', ['run', 'test:e2e']]);

const started = Date.now();
for (const [name, cmd, args, env] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
