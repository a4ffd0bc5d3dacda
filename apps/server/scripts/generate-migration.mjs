// Regenerates the single pre-release migration (docs/decisions/003) into a scratch folder and
// swaps it in only when drizzle-kit succeeds, so a failed run never deletes the committed SQL.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const target = resolve('src/db/migrations');
const scratch = mkdtempSync(join(tmpdir(), 'sankalp-migrations-'));
const config = join(scratch, 'drizzle.config.mjs');
writeFileSync(
  config,
  `export default { dialect: 'postgresql', schema: ${JSON.stringify(resolve('src/db/schema/index.ts'))}, out: ${JSON.stringify(join(scratch, 'out'))} };\n`,
);
const r = spawnSync('npx', ['drizzle-kit', 'generate', '--name', 'init', '--config', config], { stdio: 'inherit' });
if (r.status !== 0 || !existsSync(join(scratch, 'out', 'meta', '_journal.json'))) {
  console.error('drizzle-kit failed: the committed migrations are unchanged');
  process.exit(1);
}
// What drizzle-kit cannot express (triggers) is hand-written in src/db/sql/*.sql, appended in name order.
const handWritten = resolve('src/db/sql');
const initSql = join(scratch, 'out', '0000_init.sql');
if (existsSync(handWritten)) {
  for (const file of readdirSync(handWritten)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    appendFileSync(initSql, `\n--> statement-breakpoint\n${readFileSync(join(handWritten, file), 'utf8').trim()}\n`);
  }
}
rmSync(target, { recursive: true, force: true });
cpSync(join(scratch, 'out'), target, { recursive: true });
rmSync(scratch, { recursive: true, force: true });
console.log(`migrations regenerated in ${target}`);
