import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { openDb } from '../client';
import { growCatalog, parseScale, ScaleError, type ScaleResult } from './scale';
import { resetAndSeed, seedIfEmpty, type SeedSummary } from './seed';

// `npm run seed` seeds an empty database; `npm run seed -- --reset` wipes the catalog and seeds again;
// `npm run seed -- --scale N` grows it to N times the demo (issue 16; after --reset when both are given).
async function main() {
  const args = process.argv.slice(2);
  const reset = args.includes('--reset');
  const scaleAt = args.findIndex((a) => a === '--scale' || a.startsWith('--scale='));
  const scaleArg = scaleAt < 0 ? undefined : (args[scaleAt]?.split('=')[1] ?? args[scaleAt + 1]);
  // Refused before the database is opened.
  const scale = scaleAt < 0 ? null : parseScale(scaleArg);
  const config = loadConfig();
  // npm runs workspace scripts inside apps/server; a relative DATA_DIR means the folder the user
  // typed `npm run seed` in (INIT_CWD), i.e. the same ./data that `npm start` uses from the root.
  const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
  const handle = await openDb({ url: config.DATABASE_URL, dataDir });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite at ${dataDir}`;
  try {
    if (reset) {
      console.log(`Catalog reset and seeded (${where}): ${describe(await resetAndSeed(handle.db))}`);
    }
    if (scale !== null) {
      const started = Date.now();
      const result = await growCatalog(handle.db, scale, {
        onProgress: (done, total) => process.stdout.write(`\r  ${done}/${total} copies written`),
      });
      if (result.added > 0) process.stdout.write('\n');
      console.log(describeScale(result, scale, where, Date.now() - started));
    } else if (!reset) {
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

function describeScale(r: ScaleResult, asked: number, where: string, ms: number): string {
  const t = r.totals;
  const head =
    r.added > 0
      ? `Catalog grown to ×${r.scale} (${where}, ${r.added} copies in ${(ms / 1000).toFixed(1)} s)`
      : `Catalog already at ×${r.scale} (${where}); nothing to add for ×${asked}`;
  return (
    `${head}. It now holds ${t.pujas} pujas, ${t.temples} temples, ${t.chadhavaEvents} chadhava events, ` +
    `${t.campaigns} campaigns, ${t.products} products, ${t.pandits} pandits, ${t.streams} streams ` +
    `(${t.pujaPackages} puja packages, ${t.pujaChadhavaItems} chadhava items, ${t.eventOfferings} event offerings, ` +
    `${t.campaignSevas} sevas, ${t.productStock} stock rows).`
  );
}

function describe(summary: SeedSummary): string {
  return Object.entries(summary)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
}

main().catch((e) => {
  console.error(e instanceof ConfigError || e instanceof ScaleError ? e.message : e);
  process.exit(1);
});
