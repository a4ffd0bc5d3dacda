import { existsSync } from 'node:fs';
import { ConfigError } from '../../config';
import { cliTarget } from '../../db/cli-target';
import { openDb, type DbHandle } from '../../db/client';
import { JOB_STATUSES, type JobStatus } from '../../db/schema/index';
import { listJobs, queueStats, retryDeadJob, type JobListing, type QueueStats } from './operator';

// The operator's record of the job queue:
//   npm run jobs                          the latest jobs (--status queued|running|done|dead, --limit N)
//   npm run jobs -- dead                  the dead ones, with their last error
//   npm run jobs -- retry <id>            queue a dead job again, with a fresh set of attempts
// PostgreSQL is read directly. The embedded database is read through the running server
// (GET /internal/jobs, this machine only), or opened here when no server has it open.

type Source = {
  list: (status: JobStatus | undefined, limit: number) => Promise<QueueStats & { jobs: JobListing[] }>;
  retry: (id: string) => Promise<boolean>;
  close: () => Promise<void>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function database(db: DbHandle): Source {
  return {
    list: async (status, limit) => ({ ...(await queueStats(db.db)), jobs: await listJobs(db.db, { status, limit }) }),
    retry: (id) => retryDeadJob(db.db, id),
    close: () => db.close(),
  };
}

function server(base: string): Source {
  return {
    async list(status, limit) {
      const r = await fetch(`${base}/internal/jobs?limit=${limit}${status ? `&status=${status}` : ''}`);
      if (!r.ok) throw new Error(`the server refused (${r.status}): ${await r.text()}`);
      return ((await r.json()) as { data: QueueStats & { jobs: JobListing[] } }).data;
    },
    async retry(id) {
      const r = await fetch(`${base}/internal/jobs/${id}/retry`, { method: 'POST' });
      if (r.status === 404) return false;
      if (!r.ok) throw new Error(`the server refused (${r.status}): ${await r.text()}`);
      return true;
    },
    close: async () => {},
  };
}

async function openSource(): Promise<Source> {
  const { config, dataDir, serverUrl, serverRunning } = await cliTarget();
  if (config.DATABASE_URL) return database(await openDb({ url: config.DATABASE_URL }));
  if (serverRunning) return server(serverUrl);
  if (!existsSync(dataDir)) throw new Error(`no database in ${dataDir} (set DATA_DIR or DATABASE_URL)`);
  return database(await openDb({ dataDir }));
}

const oneLine = (s: string | null, max: number) => {
  const line = (s ?? '').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
const when = (iso: string) => iso.replace('T', ' ').slice(0, 19);

function print({ counts, oldestDueSeconds, jobs }: QueueStats & { jobs: JobListing[] }, status?: JobStatus) {
  const total = (s: JobStatus) => counts.filter((c) => c.status === s).reduce((n, c) => n + c.n, 0);
  console.log(
    `Queue: ${total('queued')} queued, ${total('running')} running, ${total('dead')} dead` +
      (oldestDueSeconds > 0 ? `; the oldest due job has waited ${Math.round(oldestDueSeconds)} s` : ''),
  );
  for (const c of counts.filter((x) => x.status === 'dead')) console.log(`  dead ${c.kind}: ${c.n}`);
  if (jobs.length === 0) {
    console.log(status ? `No ${status} jobs.` : 'No jobs.');
    return;
  }
  console.log('');
  console.log(
    `${'id'.padEnd(36)}  ${'kind'.padEnd(24)}  ${'status'.padEnd(7)}  tries  ${'changed (UTC)'.padEnd(19)}  last error`,
  );
  for (const j of jobs) {
    console.log(
      `${j.id}  ${j.kind.padEnd(24)}  ${j.status.padEnd(7)}  ${`${j.attempts}/${j.maxAttempts}`.padEnd(5)}  ${when(j.updatedAt)}  ${oneLine(j.lastError, 100)}`,
    );
  }
}

async function main() {
  const args = process.argv.slice(2);
  const command = args[0] && !args[0].startsWith('--') ? args[0] : 'list';
  const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);

  if (command === 'retry') {
    const id = args[1];
    if (!id || !UUID.test(id)) throw new Error('Usage: npm run jobs -- retry <job id> (the id npm run jobs prints)');
    const source = await openSource();
    try {
      if (!(await source.retry(id))) throw new Error(`no dead job has the id ${id}`);
      console.log(`Job ${id} is queued again (a fresh set of attempts).`);
    } finally {
      await source.close();
    }
    return;
  }
  if (command !== 'list' && command !== 'dead')
    throw new Error('Usage: npm run jobs [-- dead | retry <id>] [--status s] [--limit n]');
  const status = command === 'dead' ? 'dead' : option('status');
  if (status !== undefined && !(JOB_STATUSES as readonly string[]).includes(status))
    throw new Error(`--status must be one of ${JOB_STATUSES.join(', ')}`);
  const limit = Number(option('limit') ?? 20);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    throw new Error('--limit must be a whole number from 1 to 500');
  const source = await openSource();
  try {
    print(await source.list(status as JobStatus | undefined, limit), status as JobStatus | undefined);
  } finally {
    await source.close();
  }
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : `✗ ${(e as Error).message}`);
  process.exit(1);
});
