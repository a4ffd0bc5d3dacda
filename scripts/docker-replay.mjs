// `node scripts/docker-replay.mjs`: builds the image's file system the way the Dockerfile says,
// without Docker (this machine has none), then runs the final stage's CMD with compose.yaml's
// settings against a throw-away PostgreSQL database and checks what a container platform would:
// it refuses to start unconfigured, /readyz turns 200, the HEALTHCHECK passes, the site is served,
// and SIGTERM stops it cleanly within 10 s. CI runs it on Node 24, the image's Node.
// Differences from a real build, by necessity: no base image (this machine's Node and npm stand
// in for node:24), no other user (`chown` is skipped, the process runs as the caller), and the
// server listens on 127.0.0.1 instead of the image's 0.0.0.0.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, posix } from 'node:path';
import pg from 'pg';
import { composeEnvironment, parseDockerfile, parseEnv, parseExecForm, parseHealthcheck } from './lib/dockerfile.mjs';

const ROOT = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'sankalp-image-'));
const say = (m) => console.log(`▶ ${m}`);
const fail = (m) => {
  console.error(`✗ docker replay: ${m}`);
  process.exit(1);
};

const stages = parseDockerfile(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
const final = stages.at(-1);
const major = /^node:(\d+)/.exec(final.image)?.[1];
if (major && process.versions.node.split('.')[0] !== major) {
  console.warn(`! the image runs Node ${major}; this replay runs Node ${process.versions.node}`);
}

// The build context: what git would hand over (tracked and new files, .gitignore'd ones left out).
const context = join(work, 'context');
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT })
  .toString()
  .split('\0')
  .filter((f) => f && existsSync(join(ROOT, f)));
for (const f of files) cpSync(join(ROOT, f), join(context, f), { verbatimSymlinks: true });

const roots = new Map();
let image; // the final stage's state
for (const stage of stages) {
  const root = join(work, 'stages', stage.name);
  mkdirSync(root, { recursive: true });
  roots.set(stage.name, root);
  const at = (p) => join(root, p);
  const state = { root, workdir: '/', env: {}, user: 'root', cmd: null, healthcheck: null };
  const mapped = (env) => Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.startsWith('/') ? at(v) : v]));
  say(`stage ${stage.name} (${stage.image})`);
  for (const { op, args, flags } of stage.steps) {
    if (op === 'WORKDIR') {
      state.workdir = posix.resolve(state.workdir, args);
      mkdirSync(at(state.workdir), { recursive: true });
    } else if (op === 'ENV') Object.assign(state.env, parseEnv(args));
    else if (op === 'USER') state.user = args;
    else if (op === 'EXPOSE') continue;
    else if (op === 'CMD') state.cmd = parseExecForm(args);
    else if (op === 'HEALTHCHECK') state.healthcheck = parseHealthcheck(args);
    else if (op === 'COPY') {
      const parts = args.split(/\s+/);
      const dest = posix.resolve(state.workdir, parts.pop());
      const from = flags.from ? roots.get(flags.from) : context;
      if (!from) fail(`COPY --from=${flags.from}: no such stage`);
      const intoDir = parts.length > 1 || args.endsWith('/') || parts[0] === '.';
      for (const src of parts) {
        const source = join(from, src);
        if (!existsSync(source))
          fail(`COPY ${src}: not in ${flags.from ? `stage ${flags.from}` : 'the build context'}`);
        const target = statSync(source).isDirectory() || !intoDir ? at(dest) : at(posix.join(dest, basename(src)));
        mkdirSync(dirname(target), { recursive: true });
        cpSync(source, target, { recursive: true, verbatimSymlinks: true });
      }
    } else if (op === 'RUN') {
      // Absolute paths live under the stage's root; there are no other users to chown to.
      const cmd = args
        .replace(/&&\s*chown\s+[^&;]+/g, '')
        .replace(/(^|\s)(\/[\w./-]*)/g, (_m, sp, p) => `${sp}${at(p)}`);
      say(`  RUN ${args}`);
      const r = spawnSync('sh', ['-c', cmd], {
        cwd: at(state.workdir),
        stdio: 'inherit',
        env: { ...process.env, ...mapped(state.env) },
      });
      if (r.status !== 0) fail(`RUN ${args} failed (exit ${r.status})`);
    }
  }
  state.mapped = mapped;
  image = state;
}

if (!image.cmd) fail('the final stage has no CMD');
if (!image.healthcheck) fail('the final stage has no HEALTHCHECK');
if (image.user === 'root' || image.user === '0') fail('the final stage runs as root');

// The database compose would give it: a fresh one on this machine's PostgreSQL.
const admin = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `sankalp_image_${process.pid}`;
const adminClient = new pg.Client({ connectionString: admin });
await adminClient.connect().catch((e) => fail(`PostgreSQL at ${admin} is needed: ${e.message}`));
await adminClient.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(admin);
dbUrl.pathname = `/${dbName}`;

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const composeText = readFileSync(join(ROOT, 'compose.yaml'), 'utf8');
const runEnv = (vars) => ({
  PATH: process.env.PATH,
  ...image.mapped(image.env),
  ...composeEnvironment(composeText, 'app', vars),
  DATABASE_URL: dbUrl.toString(), // compose's points at its own `db` service
  HOST: '127.0.0.1',
  PORT: String(port),
  LOG_LEVEL: 'warn',
});
const cwd = join(image.root, image.workdir);
const [bin, ...argv] = image.cmd;

let code = 1;
try {
  say('unconfigured (no keys, no PAYMENTS_SANDBOX): must refuse to start, in one clear line');
  const refused = spawnSync(bin, argv, { cwd, env: runEnv({}), encoding: 'utf8', timeout: 30_000 });
  if (refused.status === 0 || !/RAZORPAY_KEY_ID/.test(refused.stderr)) fail(`started unconfigured: ${refused.stderr}`);

  say('a staging site (PAYMENTS_SANDBOX=allow) on PostgreSQL');
  const app = spawn(bin, argv, {
    cwd,
    env: runEnv({ PAYMENTS_SANDBOX: 'allow' }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => app.once('exit', (c, s) => resolve({ c, s })));
  const base = `http://127.0.0.1:${port}`;
  let ready = false;
  for (let i = 0; i < 180 && !ready; i++) {
    ready = (await fetch(`${base}/readyz`).catch(() => null))?.status === 200;
    if (!ready) await new Promise((r) => setTimeout(r, 500));
  }
  if (!ready) fail('/readyz never answered 200');
  const [hcBin, ...hcArgs] = image.healthcheck.argv;
  const hc = spawnSync(hcBin, hcArgs, { cwd, env: runEnv({ PAYMENTS_SANDBOX: 'allow' }) });
  if (hc.status !== 0) fail('the HEALTHCHECK command failed');
  const home = await fetch(`${base}/`);
  if (!home.ok || !(await home.text()).includes('<div id="root">')) fail('the site is not served');
  const pujas = await (await fetch(`${base}/api/v1/pujas/all`)).json();
  if (!pujas.success || !pujas.data.length) fail('the demo catalog is not there');
  // The operator's job CLI runs in the image as the README says (no tsx, no sources there).
  const jobs = spawnSync('node', ['apps/server/dist/jobs-cli.js', 'dead'], {
    cwd,
    env: runEnv({ PAYMENTS_SANDBOX: 'allow' }),
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (jobs.status !== 0 || !/Queue: \d+ queued/.test(jobs.stdout)) fail(`jobs-cli: ${jobs.stderr || jobs.stdout}`);

  const t0 = Date.now();
  app.kill('SIGTERM');
  const { c } = await Promise.race([exited, new Promise((r) => setTimeout(() => r({ c: 'timeout' }), 10_000))]);
  if (c !== 0) fail(`SIGTERM: exit ${c}`);
  say(`ready, healthy, serving; stopped ${Date.now() - t0} ms after SIGTERM`);
  code = 0;
} finally {
  await adminClient.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  await adminClient.end();
  rmSync(work, { recursive: true, force: true });
}
console.log('✓ docker replay: ok');
process.exit(code);
