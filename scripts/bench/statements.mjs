// How many SQL statements one booking sequence costs, by request (issue 16): the bookings bench's
// sequence (sankalp → booking → sandbox pay → verify, the webhooks racing the verify), run one at
// a time by one devotee against one built server that counts its statements
// (statement-census-preload.mjs). Between sequences it waits for the queue to be empty, so every
// job a sequence started is counted with it. Prints statements per sequence by request, and with
// --texts each statement's text.
//
//   node scripts/bench/statements.mjs [--no-build] [--sequences 20] [--texts]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchDatabaseUrl } from './bookings.mjs';
import { sleep, waitFor } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const sequences = Number(arg('sequences', 20));
const port = Number(arg('port', 3360));
if (!process.argv.includes('--no-build')) {
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

const adminUrl = benchDatabaseUrl();
const dbName = `sankalp_statements_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const u = new URL(adminUrl);
u.pathname = `/${dbName}`;
const url = u.toString();
const dir = mkdtempSync(join(tmpdir(), 'sankalp-statements-'));
const censusFile = join(dir, 'census.json');
const preload = fileURLToPath(new URL('./statement-census-preload.mjs', import.meta.url));
const server = spawn(process.execPath, ['--import', preload, process.env.BENCH_SERVER_ENTRY || 'apps/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: url,
    DATA_DIR: dir,
    NODE_ENV: 'development',
    STATEMENT_CENSUS_FILE: censusFile,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const db = new pg.Client({ connectionString: url });
try {
  await waitFor(`http://127.0.0.1:${port}/readyz`, server);
  await db.connect();
  const base = `http://127.0.0.1:${port}/api/v1`;
  const call = async (path, body, token) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  const {
    rows: [t],
  } = await db.query(`
    select p.id as puja_id, k.id as package_id, k.price_paise from pujas p
    join lateral (select id, price_paise from puja_packages where puja_id = p.id order by number_of_people, sort limit 1) k on true
    where p.published and p.end_time > now() + interval '1 hour' order by p.start_time limit 1`);
  const email = `census-${Date.now().toString(36)}@example.in`;
  const name = 'Census Devotee';
  const token = (
    await call('/auth/register', {
      fullName: name,
      email,
      phoneNumber: '9810000000',
      password: `Census-Pass-${Date.now()}-xyzzy`,
    })
  ).data.token;
  const idle = async () => {
    for (let i = 0; i < 200; i++) {
      const { rows } = await db.query(
        `select count(*)::int as n from jobs where status in ('queued', 'running') and run_at <= now()`,
      );
      if (rows[0].n === 0) return;
      await sleep(25);
    }
    throw new Error('jobs never finished');
  };
  const sequence = async () => {
    const s = await call(
      '/sankalp/',
      {
        full_name: name,
        gotra: 'Kashyap',
        phone_number: '+91 98765 43210',
        email_address: email,
        family_members_names: [],
        wants_prasad: false,
        special_prayers_or_sankalp: 'For the health of the family',
        puja_ref_id: t.puja_id,
        ways_to_participate_ref_id: t.package_id,
      },
      token,
    );
    const b = await call(
      '/poojabooking/',
      {
        puja_ref_id: t.puja_id,
        ways_to_participate_ref_id: t.package_id,
        chadhava_included: null,
        amount_total: t.price_paise / 100,
        sankalp_ref_id: s.data._id,
        payment_status: 'completed',
        donor_details: { full_name: name, email, phone: '9876543210' },
      },
      token,
    );
    const p = await call('/payments/sandbox/pay', { order_id: b.data.order.id, outcome: 'success' });
    const v = await call('/poojabooking/verifypayment', { bookingId: b.data.booking._id, ...p }, token);
    if (v.status !== 'success') throw new Error(`verify: ${JSON.stringify(v)}`);
    await idle();
  };
  const census = async () => {
    rmSync(censusFile, { force: true });
    server.kill('SIGUSR2');
    for (let i = 0; i < 100 && !existsSync(censusFile); i++) await sleep(20);
    await sleep(50);
    return JSON.parse(readFileSync(censusFile, 'utf8'));
  };
  for (let i = 0; i < 3; i++) await sequence(); // warm-up: every statement prepared once
  await idle();
  await census();
  for (let i = 0; i < sequences; i++) await sequence();
  const counted = await census();
  const per = (n) => +(n / sequences).toFixed(2);
  let total = 0;
  const rows = [];
  for (const [label, texts] of Object.entries(counted)) {
    const n = Object.values(texts).reduce((a, b) => a + b, 0);
    total += n;
    rows.push([label, per(n)]);
  }
  console.log(`statements per sequence (${sequences} sequences, one at a time):`);
  for (const [label, n] of rows) console.log(`  ${String(n).padStart(6)}  ${label}`);
  console.log(`  ${String(per(total)).padStart(6)}  total`);
  if (process.argv.includes('--texts')) {
    for (const [label, texts] of Object.entries(counted)) {
      console.log(`\n${label}`);
      for (const [text, n] of Object.entries(texts)) console.log(`  ${String(per(n)).padStart(5)}  ${text}`);
    }
  }
} finally {
  await db.end().catch(() => {});
  await new Promise((r) => {
    if (server.exitCode !== null) return r();
    server.once('exit', r);
    server.kill('SIGTERM');
  });
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}
