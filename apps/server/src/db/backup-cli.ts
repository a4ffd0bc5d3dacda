import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigError } from '../config';
import { cliTarget } from './cli-target';
import { backupName, dumpDataDir, restoreDataDir } from './backup';

// `npm run backup [-- --out file]` and `npm run restore -- <file>` for the embedded database.
async function main() {
  const [command, ...args] = process.argv.slice(2);
  const { config, cwd, dataDir, serverUrl: server, serverRunning: running } = await cliTarget();
  if (config.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (README, "Backups").',
    );
    process.exit(1);
  }

  if (command === 'backup') {
    const outArg = args[args.indexOf('--out') + 1];
    const out = resolve(cwd, args.includes('--out') && outArg ? outArg : join('backups', backupName(new Date())));
    let archive: Buffer;
    if (running) {
      const r = await fetch(`${server}/internal/backup`);
      if (!r.ok) throw new Error(`the server refused the backup (${r.status}): ${await r.text()}`);
      archive = Buffer.from(await r.arrayBuffer());
    } else {
      archive = await dumpDataDir(dataDir);
    }
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, archive);
    console.log(
      `Backed up ${running ? 'the running server' : dataDir} to ${out} (${(archive.length / 1024).toFixed(0)} KB)`,
    );
  } else if (command === 'restore') {
    const file = args.find((a) => !a.startsWith('--'));
    if (!file) throw new Error('Usage: npm run restore -- <backup.tar.gz>');
    if (running) {
      console.error(`A server is running on port ${config.PORT}: stop it first, then restore.`);
      process.exit(1);
    }
    const r = await restoreDataDir(readFileSync(resolve(cwd, file)), dataDir);
    console.log(
      `Restored ${file} into ${dataDir}: ${r.users} accounts, ${r.bookings} puja bookings.` +
        (r.keptAs ? ` The previous data is kept in ${r.keptAs}.` : ''),
    );
  } else {
    throw new Error('Usage: backup-cli backup [--out file] | restore <file>');
  }
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : `✗ ${(e as Error).message}`);
  process.exit(1);
});
