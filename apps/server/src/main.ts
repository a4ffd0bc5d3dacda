import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDb } from './db/client';
import { seedIfEmpty } from './db/seed/seed';
import { startJobs } from './jobs';
import { applyAdminFromEnv, createDemoStaff, demoStaffNotice } from './modules/admin/bootstrap';

// Listen and shut down; everything else lives in buildApp.
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const db = await openDb({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const seeded = config.SEED_DEMO ? await seedIfEmpty(db.db) : null;
  // Staff (issue 14): the demo's accounts with the demo catalog (never in production), ADMIN_EMAIL.
  const staffCtx = { db: db.db, now: () => new Date() };
  const demoStaff = seeded ? await createDemoStaff(staffCtx, config) : [];
  const adminNote = await applyAdminFromEnv(staffCtx, config);
  const app = await buildApp(config, { db });
  const jobs = startJobs(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Sankalp is serving ${config.publicUrl} (${db.kind})`);
  if (adminNote) app.log.info(adminNote);
  // Printed once to the console, not logged: the passwords exist nowhere else.
  for (const line of demoStaffNotice(demoStaff, config.publicUrl)) console.log(line);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    // The listener closes at once (a process manager waits on the port, not on our jobs) while the
    // jobs in hand get their few seconds; a job cut short is durable and runs again on the next start.
    await Promise.all([jobs.stop(), app.close()]);
    await db.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
