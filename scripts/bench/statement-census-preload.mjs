// Preloaded into a server process (node --import) by statements.mjs: counts every SQL statement
// the process sends to PostgreSQL (node-postgres Client#query: BEGIN and COMMIT too), by the HTTP
// request whose work sent it ("POST /api/v1/sankalp/"), by "after <request>" for what that request
// left running after its answer (the job worker kicked by its enqueue), or "background" (timers
// started outside any request: the worker's poll). On SIGUSR2 the counts so far, with the
// statements' texts, are written to STATEMENT_CENSUS_FILE and the counts start again from zero; so
// they are when the process exits.
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const als = new AsyncLocalStorage();
let counts = new Map(); // label → Map(text → n)

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res) {
  if (event !== 'request') return emit.apply(this, arguments);
  const store = { label: `${req.method} ${req.url.split('?')[0]}`, responded: false };
  res.once('finish', () => (store.responded = true));
  return als.run(store, () => emit.apply(this, arguments));
};

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config) {
  const store = als.getStore();
  const label = store ? (store.responded ? `after ${store.label}` : store.label) : 'background';
  const text = (typeof config === 'string' ? config : (config?.text ?? '?')).replace(/\s+/g, ' ').slice(0, 160);
  let texts = counts.get(label);
  if (!texts) counts.set(label, (texts = new Map()));
  texts.set(text, (texts.get(text) ?? 0) + 1);
  return query.apply(this, arguments);
};

const dump = () => {
  const out = {};
  for (const [label, texts] of counts) out[label] = Object.fromEntries([...texts].sort((a, b) => b[1] - a[1]));
  writeFileSync(process.env.STATEMENT_CENSUS_FILE, JSON.stringify(out, null, 1));
  counts = new Map();
};
process.on('SIGUSR2', dump);
process.on('exit', dump); // the whole run, when the process ends (under the bookings bench)
