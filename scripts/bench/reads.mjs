// Issue 16: every catalog detail read (and /pujas/all) under autocannon, 50 connections, each
// beside a bare Fastify route serving the same bytes (bare-server.mjs) in the same run: req/s,
// p99 and the share of bare. Target: each detail read ≥ 60 % of bare, p99 ≤ 20 ms.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { waitFor } from './lib.mjs';

const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3301);
const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

const getJson = async (url) => (await fetch(url)).json();

/** The URLs of one item of each kind, picked from the lists (an open puja where there is one). */
export async function detailReads(base) {
  const api = `${base}/api/v1`;
  const pujas = (await getJson(`${api}/pujas/all`)).data;
  const puja = pujas.find((p) => new Date(p.endTime) > new Date()) ?? pujas[0];
  const campaigns = (await getJson(`${api}/donationcampaigns`)).data;
  const events = (await getJson(`${api}/chadhava-events/upcoming`)).data.events;
  const products = (await getJson(`${api}/products`)).data.products;
  const temples = (await getJson(`${api}/temples`)).data.temples;
  const pandits = (await getJson(`${api}/pandits`)).data.pandits;
  return {
    pujasAll: { url: `${api}/pujas/all`, seconds: 10 },
    pujaById: { url: `${api}/pujas/${puja._id}` },
    pujaByIdGzip: { url: `${api}/pujas/${puja._id}`, headers: GZIP },
    pujaByName: { url: `${api}/pujas/pujaByname/${puja.slug}` },
    campaignById: { url: `${api}/donationcampaigns/${campaigns[0]._id}` },
    eventById: { url: `${api}/chadhava-events/${events[0]._id}` },
    productById: { url: `${api}/products/${products[0]._id}` },
    templeById: { url: `${api}/temples/${temples[0]._id}` },
    panditById: { url: `${api}/pandits/${pandits[0]._id}` },
  };
}

/** CPU time (µs, user + system) a process has used so far: Linux's /proc, else null. */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1e6 / 100); // clock ticks of 10 ms
  } catch {
    return null;
  }
}

/** req/s and p99 at 50 connections; with a pid, also the server's CPU per request (steady under a busy machine). */
async function load(url, headers, seconds, pid) {
  await autocannon({ url, headers, connections: 10, duration: 2 }); // warm-up
  const cpu0 = pid ? cpuMicros(pid) : null;
  const r = await autocannon({ url, headers, connections: 50, duration: seconds });
  const cpu1 = pid ? cpuMicros(pid) : null;
  const cpuUsPerReq =
    cpu0 !== null && cpu1 !== null ? Math.round(((cpu1 - cpu0) / r.requests.total) * 10) / 10 : undefined;
  return {
    reqPerSec: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    cpuUsPerReq,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

function startBare(jsonFile) {
  return spawn(process.execPath, ['scripts/bench/bare-server.mjs'], {
    env: { ...process.env, PORT: String(BARE_PORT), BARE_JSON: jsonFile },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Runs every read against the app at `base` (its process `appPid`, when known), then the same bytes from the bare route. */
export async function runReadsBench(base, { seconds = 5, appPid } = {}) {
  const results = {};
  for (const [name, read] of Object.entries(await detailReads(base))) {
    const jsonFile = join(mkdtempSync(join(tmpdir(), 'sankalp-bare-')), `${name}.json`);
    writeFileSync(jsonFile, Buffer.from(await (await fetch(read.url)).arrayBuffer()));
    const bare = startBare(jsonFile);
    try {
      await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
      const s = read.seconds ?? seconds;
      const app = await load(read.url, read.headers, s, appPid);
      const bareRoute = await load(`http://127.0.0.1:${BARE_PORT}/`, read.headers, s, bare.pid);
      const share = Math.round((app.reqPerSec / bareRoute.reqPerSec) * 100);
      // The share of bare's CPU per request: what the share of req/s would be were the server alone on its core.
      const cpuShare =
        app.cpuUsPerReq && bareRoute.cpuUsPerReq
          ? `${Math.round((bareRoute.cpuUsPerReq / app.cpuUsPerReq) * 100)} %`
          : undefined;
      results[name] = { app, bare: bareRoute, vsBare: `${share} %`, cpuVsBare: cpuShare };
      console.log(
        `${name.padEnd(14)} ${String(app.reqPerSec).padStart(6)} req/s p99 ${app.p99Ms} ms ${app.cpuUsPerReq ?? '?'} µs CPU · bare ${bareRoute.reqPerSec} req/s p99 ${bareRoute.p99Ms} ms ${bareRoute.cpuUsPerReq ?? '?'} µs · ${share} % (CPU ${cpuShare ?? '?'})`,
      );
    } finally {
      bare.kill('SIGTERM');
      await new Promise((r) => bare.once('exit', r));
    }
  }
  return results;
}

/**
 * Issue 12: a rendered puja-details page beside the API call that page makes, in the same run, as
 * a browser asks for them (gzip). Target: the page ≥ 50 % of the API's req/s, p99 ≤ 30 ms.
 */
export async function runPageBench(base, { seconds = 5, appPid } = {}) {
  const pujas = (await getJson(`${base}/api/v1/pujas/all`)).data;
  const puja = pujas.find((p) => new Date(p.endTime) > new Date()) ?? pujas[0];
  const page = await load(`${base}/puja-details/${puja.slug}`, GZIP, seconds, appPid);
  const apiCall = await load(`${base}/api/v1/pujas/pujaByname/${puja.slug}`, GZIP, seconds, appPid);
  const share = Math.round((page.reqPerSec / apiCall.reqPerSec) * 100);
  console.log(
    `puja page     ${String(page.reqPerSec).padStart(6)} req/s p99 ${page.p99Ms} ms · its API call ${apiCall.reqPerSec} req/s p99 ${apiCall.p99Ms} ms · ${share} %`,
  );
  return { page, api: apiCall, vsApi: `${share} %` };
}
