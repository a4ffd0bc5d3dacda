import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, PGLITE_TEMPLATE_ENV } from '../db/client';

/**
 * Vitest global setup: one migrated, empty PGlite database for the whole run, written to a temp
 * file whose path the test processes inherit (db/client.ts loads it for every in-memory database).
 */
export default async function setup() {
  // Once per run: the server's test projects (vitest.config.ts) share the first one's template.
  if (process.env[PGLITE_TEMPLATE_ENV]) return;
  const dir = mkdtempSync(join(tmpdir(), 'sankalp-pglite-'));
  const file = join(dir, 'template.tar.gz');
  const handle = await openDb({});
  if (!handle.dump) throw new Error('PGlite has no dump');
  writeFileSync(file, await handle.dump());
  await handle.close();
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
