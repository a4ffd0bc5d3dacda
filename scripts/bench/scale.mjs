// `npm run bench -- --scale [N]` (issue 16): the catalog at N times the demo (default ×1000, at most
// 1000). Builds (or with --no-build reuses apps/*/dist), seeds a fresh temp PGlite DATA_DIR with
// `npm run seed -- --scale N`, starts the server on 127.0.0.1 and measures:
// (a) every public list in its default form and its second page (the answer's page.nextCursor),
//     two searches, the archive and the detail reads under autocannon (50 connections, warm-up, then
//     5 s each): req/s, p99 (targets: lists ≤ 50 ms, details ≤ 20 ms), answer size, and req/s as a
//     share of a bare Fastify route serving /pujas/all's first page (the run's yardstick);
// (b) the server's event-loop delay (scripts/bench/loop-delay.mjs, preloaded): its maximum under
//     each load, and the longest single block while every list is read at one connection (≤ 20 ms);
// (c) /pujas, /temples and /chadhava in Chromium on Lighthouse's throttled phone (150 ms RTT,
//     1.6 Mbps down, 750 kbps up, CPU ×4, 412×823): time to the first card visible (≤ 2 s) and JS
//     heap used after load + 5 s idle (< 50 MB).
// Writes bench-results/scale.json, prints a table with pass/fail marks; stops by itself.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../lib/chromium.mjs';
import { run, sleep, waitFor } from './lib.mjs';

const args = process.argv.slice(2);
const scaleAt = args.findIndex((a) => a === '--scale' || a.startsWith('--scale='));
const scaleRaw = args[scaleAt]?.includes('=') ? args[scaleAt].split('=')[1] : args[scaleAt + 1];
const SCALE = scaleRaw !== undefined && /^\d+$/.test(scaleRaw) ? Number(scaleRaw) : 1000;
if (SCALE < 1 || SCALE > 1000) throw new Error(`--scale takes 1 … 1000 (got ${scaleRaw})`);
const BUILD = !args.includes('--no-build');
const SECONDS = Number(process.env.SCALE_BENCH_SECONDS ?? 5);
const PORT = Number(process.env.SCALE_BENCH_PORT ?? 3320);
const LIST_P99_MS = 50;
const DETAIL_P99_MS = 20;
const FIRST_CARD_MS = 2000;
const HEAP_MB = 50;
/** "No serialisation that blocks the event loop for more than a few milliseconds" (issue 16). */
const QUIET_BLOCK_MS = 20;
const QUIET_SECONDS = Number(process.env.SCALE_BENCH_QUIET_SECONDS ?? 12);

const CHROME = chromiumPath({ neededFor: 'the scale bench (first cards and heap of the list pages)' });
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const OUT = 'bench-results';
mkdirSync(OUT, { recursive: true });


if (BUILD) {
  console.log('▶ building');
  run('npm', ['run', 'build']);
}
// SCALE_BENCH_DATA_DIR keeps the seeded database for the next run (the seed then only tops up).
const keepDir = process.env.SCALE_BENCH_DATA_DIR ? resolve(process.env.SCALE_BENCH_DATA_DIR) : null;
const dataDir = keepDir ?? mkdtempSync(join(tmpdir(), 'sankalp-scale-'));
mkdirSync(dataDir, { recursive: true });
const loopFile = join(dataDir, 'loop-delay.json');
console.log(`▶ seeding ×${SCALE} into ${dataDir}`);
const seedStarted = Date.now();
run('npm', ['run', 'seed', '--', '--scale', String(SCALE)], {
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});
const seedSeconds = +((Date.now() - seedStarted) / 1000).toFixed(1);

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    LOOP_DELAY_FILE: loopFile,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${resolve('scripts/bench/loop-delay.mjs')}`.trim(),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}`;
const api = (path) => `${base}/api/v1${path}`;
const results = { scale: SCALE, seedSeconds, startedAt: new Date().toISOString(), lists: {}, details: {}, pages: {} };

/** The longest event-loop block since the last reset (the preload answers SIGUSR2 with a reset). */
const resetLoop = async () => {
  server.kill('SIGUSR2');
  await sleep(250);
};
const readLoop = async () => {
  await sleep(300);
  try {
    return JSON.parse(readFileSync(loopFile, 'utf8'));
  } catch {
    return { maxMs: null, p99Ms: null };
  }
};

/** The first list of an answer's data: the array itself, or its first array member (data.events …). */
const itemsOf = (data) => (Array.isArray(data) ? data : (Object.values(data ?? {}).find(Array.isArray) ?? []));
const withParam = (url, key, value) => {
  const u = new URL(url);
  u.searchParams.set(key, value);
  return u.toString();
};

async function probe(url) {
  const res = await fetch(url);
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, bytes: Buffer.byteLength(text), body };
}

async function load(url, target, { list = true } = {}) {
  const shape = await probe(url);
  await autocannon({ url, connections: 10, duration: 2 }); // warm-up (and the cache filled)
  await resetLoop();
  const r = await autocannon({ url, connections: 50, duration: SECONDS });
  const loop = await readLoop();
  const row = {
    url: url.slice(base.length),
    status: shape.status,
    items: list ? itemsOf(shape.body?.data).length : '',
    kB: +(shape.bytes / 1024).toFixed(1),
    reqPerSec: Math.round(r.requests.average),
    // No answer completed within the run (a 46 MB list): no latency to speak of, and a fail.
    p99Ms: r.requests.total > 0 ? r.latency.p99 : null,
    completed: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    loopMaxMs: loop.maxMs,
    targetP99Ms: target,
  };
  if (results.bare) row.vsBare = `${Math.round((row.reqPerSec / results.bare.reqPerSec) * 100)} %`;
  row.pass = row.status === 200 && row.non2xx === 0 && row.errors === 0 && row.p99Ms !== null && row.p99Ms <= target;
  console.log(
    `  ${row.pass ? '✓' : '✗'} ${row.url}  ${row.reqPerSec} req/s  p99 ${row.p99Ms} ms  ${row.kB} kB  loop max ${row.loopMaxMs} ms`,
  );
  return { row, body: shape.body };
}

try {
  await waitFor(api('/temples?limit=1'));
  const paged = (await probe(api('/temples?limit=2'))).body?.page !== undefined;
  results.serverPages = paged;
  console.log(`▶ lists (${paged ? 'the server answers pages' : 'no page field yet: second pages skipped'})`);

  const firstCampaign = itemsOf((await probe(api('/donationcampaigns'))).body?.data)[0];
  const firstProduct = itemsOf((await probe(api('/products'))).body?.data)[0];
  const lists = {
    pujasAll: api('/pujas/all'),
    featured: api('/pujas/'),
    eventsUpcoming: api('/chadhava-events/upcoming'),
    temples: api('/temples'),
    campaigns: api('/donationcampaigns'),
    campaignsByCategory: api(
      `/donationcampaigns/category/${encodeURIComponent(firstCampaign?.category ?? 'Annadaan')}`,
    ),
    products: api(`/products?category=${encodeURIComponent(firstProduct?.category ?? '')}`),
    pandits: api('/pandits'),
    livestream: api('/livestream'),
    offerings: api('/offerings'),
    pujasSearch: api('/pujas/all?q=puja'),
    templesSearch: api('/temples?q=varanasi'),
    pujasArchive: api('/pujas/all?status=closed'),
  };
  // The yardstick of this run (the machine may be shared): bare Fastify serving the first page of
  // /pujas/all from memory; every row's req/s is also given as a share of it.
  const bareJson = join(dataDir, 'bare.json');
  writeFileSync(bareJson, await (await fetch(lists.pujasAll)).text());
  const bare = spawn(process.execPath, ['scripts/bench/bare-server.mjs'], {
    env: { ...process.env, PORT: String(PORT + 1), BARE_JSON: bareJson },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${PORT + 1}/`);
    const r = await autocannon({ url: `http://127.0.0.1:${PORT + 1}/`, connections: 50, duration: SECONDS });
    results.bare = { reqPerSec: Math.round(r.requests.average), p99Ms: r.latency.p99 };
    console.log(
      `  bare Fastify, same JSON as /pujas/all's first page: ${results.bare.reqPerSec} req/s  p99 ${results.bare.p99Ms} ms`,
    );
  } finally {
    bare.kill('SIGTERM');
  }
  const firstBodies = {};
  for (const [name, url] of Object.entries(lists)) {
    const { row, body } = await load(url, LIST_P99_MS);
    results.lists[name] = row;
    firstBodies[name] = body;
    const next = body?.page?.nextCursor;
    if (next) results.lists[`${name}Page2`] = (await load(withParam(url, 'cursor', next), LIST_P99_MS)).row;
  }

  console.log('▶ detail reads');
  const puja = itemsOf(firstBodies.pujasAll?.data)[0];
  const event = itemsOf(firstBodies.eventsUpcoming?.data)[0];
  const temple = itemsOf(firstBodies.temples?.data)[0];
  const pandit = itemsOf(firstBodies.pandits?.data)[0];
  const campaign = itemsOf(firstBodies.campaigns?.data)[0];
  const product = itemsOf(firstBodies.products?.data)[0];
  const idOf = (x) => x?._id ?? x?.id;
  const details = {
    pujaById: puja && api(`/pujas/${idOf(puja)}`),
    pujaByName: puja && api(`/pujas/pujaByname/${encodeURIComponent(puja.slug ?? puja.title)}`),
    eventById: event && api(`/chadhava-events/${idOf(event)}`),
    templeById: temple && api(`/temples/${idOf(temple)}`),
    panditById: pandit && api(`/pandits/${idOf(pandit)}`),
    campaignById: campaign && api(`/donationcampaigns/${idOf(campaign)}`),
    productById: product && api(`/products/${idOf(product)}`),
  };
  for (const [name, url] of Object.entries(details)) {
    if (url) results.details[name] = (await load(url, DETAIL_P99_MS, { list: false })).row;
  }

  // Under 50 connections the loop's delay is mostly the queue of requests; at one connection, for
  // longer than the read cache's refresh, what is left is the longest single block (a rebuild, a
  // serialisation, a collection).
  console.log(`▶ the longest single block: every list in turn at one connection for ${QUIET_SECONDS} s`);
  await resetLoop();
  const quietUntil = Date.now() + QUIET_SECONDS * 1000;
  const slowest = new Map();
  while (Date.now() < quietUntil) {
    for (const url of Object.values(lists)) {
      const t0 = performance.now();
      await fetch(url).then((r) => r.arrayBuffer());
      const ms = performance.now() - t0;
      if (ms > (slowest.get(url) ?? 0)) slowest.set(url, ms);
    }
    await sleep(50);
  }
  const quiet = await readLoop();
  results.quietLoop = {
    ...quiet,
    // Which answers took longest at one connection: on PGlite a query runs on the server's own
    // thread, so a slow query is a block too.
    slowestAnswers: [...slowest]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([url, ms]) => `${url.slice(base.length)} ${Math.round(ms)} ms`),
    targetMs: QUIET_BLOCK_MS,
    pass: quiet.maxMs !== null && quiet.maxMs <= QUIET_BLOCK_MS,
  };
  console.log(`  ${results.quietLoop.pass ? '✓' : '✗'} longest block ${quiet.maxMs} ms (p99 ${quiet.p99Ms} ms)`);
  console.log(`  slowest answers: ${results.quietLoop.slowestAnswers.join(' · ')}`);

  console.log('▶ list pages on a throttled phone');
  await resetLoop();
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  try {
    for (const [name, path] of [
      ['pujas', '/pujas'],
      ['temples', '/temples'],
      ['chadhava', '/chadhava'],
    ]) {
      results.pages[name] = await phonePage(browser, `${base}${path}`);
      const p = results.pages[name];
      console.log(
        `  ${p.pass ? '✓' : '✗'} ${path}  first card ${p.firstCardMs} ms (first paint ${p.fcpMs} ms)  heap ${p.heapMB} MB  cards ${p.cards}`,
      );
    }
  } finally {
    await browser.close();
  }
  results.pagesLoopMaxMs = (await readLoop()).maxMs;
} finally {
  // A server still writing a huge answer may take its time to stop: SIGKILL after 10 s.
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
  if (!keepDir) rmSync(dataDir, { recursive: true, force: true });
}

/**
 * One cold visit as Lighthouse's mobile preset throttles it: time from navigation to the first
 * card (an <article> in <main>) being visible, then the JS heap after 5 s idle.
 */
async function phonePage(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  const started = Date.now();
  let firstCardMs = null;
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator('main article').first().waitFor({ state: 'visible', timeout: 60_000 });
    firstCardMs = Date.now() - started;
  } catch {
    /* no card within a minute: recorded as null, a fail */
  }
  await page.waitForLoadState('load').catch(() => {});
  await page.waitForTimeout(5000);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
  const cards = await page.locator('main article').count();
  // The shell's own first paint, to tell a slow list from a slow page.
  const fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  await context.close();
  const heapMB = +(heap / 1024 / 1024).toFixed(1);
  return {
    firstCardMs,
    fcpMs: fcpMs === null ? null : Math.round(fcpMs),
    heapMB,
    cards,
    pass: firstCardMs !== null && firstCardMs <= FIRST_CARD_MS && heapMB < HEAP_MB,
  };
}

const all = [...Object.values(results.lists), ...Object.values(results.details)];
results.loopMaxUnderLoadMs = Math.max(...all.map((r) => r.loopMaxMs ?? 0), results.pagesLoopMaxMs ?? 0);
results.pass =
  all.every((r) => r.pass) && Object.values(results.pages).every((p) => p.pass) && results.quietLoop?.pass === true;
writeFileSync(join(OUT, 'scale.json'), JSON.stringify(results, null, 2));

const pad = (v, n) => String(v).padEnd(n);
const padL = (v, n) => String(v).padStart(n);
console.log(`\n=== scale bench ×${SCALE} (seeded in ${seedSeconds} s) ===`);
if (results.bare) console.log(`bare Fastify yardstick: ${results.bare.reqPerSec} req/s, p99 ${results.bare.p99Ms} ms`);
console.log(
  `${pad('', 2)}${pad('endpoint', 58)}${padL('req/s', 7)}${padL('p99 ms', 8)}${padL('target', 8)}${padL('kB', 9)}${padL('items', 7)}${padL('loop ms', 9)}${padL('vs bare', 8)}`,
);
for (const r of all) {
  console.log(
    `${pad(r.pass ? '✓' : '✗', 2)}${pad(r.url.slice(0, 57), 58)}${padL(r.reqPerSec, 7)}${padL(r.p99Ms ?? '—', 8)}${padL(`≤${r.targetP99Ms}`, 8)}${padL(r.kB, 9)}${padL(r.items, 7)}${padL(r.loopMaxMs ?? '?', 9)}${padL(r.vsBare ?? '', 8)}`,
  );
}
for (const [name, p] of Object.entries(results.pages)) {
  console.log(
    `${pad(p.pass ? '✓' : '✗', 2)}${pad(`/${name} on a throttled phone`, 40)} first card ${p.firstCardMs ?? '—'} ms (≤ ${FIRST_CARD_MS}; first paint ${p.fcpMs ?? '—'}) · heap ${p.heapMB} MB (< ${HEAP_MB}) · ${p.cards} cards`,
  );
}
const q = results.quietLoop ?? {};
console.log(
  `${pad(q.pass ? '✓' : '✗', 2)}longest event-loop block at one connection: ${q.maxMs} ms (≤ ${QUIET_BLOCK_MS}); under 50 connections (queueing included): ${results.loopMaxUnderLoadMs} ms`,
);
console.log(`${results.pass ? '✓ every target holds' : '✗ some targets fail'} · bench-results/scale.json`);
