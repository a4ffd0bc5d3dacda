import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { openDb } from '../client';
import { resetAndSeed, seedIfEmpty, type SeedSummary } from './seed';

// `npm run seed` seeds an empty database; `npm run seed -- --reset` wipes the catalog and seeds again.
async function main() {
  const reset = process.argv.slice(2).includes('--reset');
  const config = loadConfig();
  // npm runs workspace scripts inside apps/server; a relative DATA_DIR means the folder the user
  // typed `npm run seed` in (INIT_CWD), i.e. the same ./data that `npm start` uses from the root.
  const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
  const handle = await openDb({ url: config.DATABASE_URL, dataDir });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite at ${dataDir}`;
  try {
    if (reset) {
      console.log(`Catalog reset and seeded (${where}): ${describe(await resetAndSeed(handle.db))}`);
    } else {
      const summary = await seedIfEmpty(handle.db);
      console.log(
        summary
          ? `Catalog seeded (${where}): ${describe(summary)}`
          : `Catalog already present (${where}); nothing changed. Use --reset to start again.`,
      );
    }
  } finally {
    await handle.close();
  }
}

function describe(summary: SeedSummary): string {
  return Object.entries(summary)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
