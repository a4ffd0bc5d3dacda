const t0 = performance.now();
const { buildApp } = await import('../app');
const { loadConfig } = await import('../config');
const { openDb } = await import('../db/client');
const { seedDemoCatalog } = await import('../db/seed/seed');
const tImport = performance.now() - t0;
const url = process.env.TEST_DATABASE_URL;
const out: Record<string, number> = { import: tImport | 0 };
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  const { openTestDb } = await import('../test/test-app');
  const h = await openTestDb(); const db = h.db;
  out[`open${i}`] = (performance.now() - t) | 0;
  t = performance.now();
  await seedDemoCatalog(db.db, new Date());
  out[`seed${i}`] = (performance.now() - t) | 0;
  t = performance.now();
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { db, serveWeb: false, logger: false });
  out[`build${i}`] = (performance.now() - t) | 0;
  t = performance.now();
  await app.ready();
  out[`ready${i}`] = (performance.now() - t) | 0;
  t = performance.now();
  await app.inject({ url: '/api/v1/pujas/all' });
  out[`inject${i}`] = (performance.now() - t) | 0;
  await app.close(); await db.close(); await h.dropDb();
}
console.log(JSON.stringify(out));
