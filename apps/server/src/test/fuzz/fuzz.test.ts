/**
 * The fuzz suite (issue 15): thousands of generated requests — bodies, queries and path
 * parameters from each route's own schema, with hostile strings, numbers and shapes mixed in —
 * sent to every route of the app through app.inject, as a guest and signed in. Any 5xx fails,
 * naming the request that caused it. Deterministic (seeded); FUZZ_SEED and FUZZ_PER_ROUTE vary it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, registerUser, type TestUser } from '../../modules/auth/auth.test-utils';
import { createTestApp, type TestApp } from '../test-app';
import { fuzzBody, fuzzText, prng, type JsonSchema } from './generate';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 60);

type Operation = {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
/** Percent-encodes anything; a lone surrogate becomes the invalid UTF-8 it would be on the wire. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

type Failure = { route: string; url: string; body: unknown; status: number; answer: string };

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
});
afterAll(() => t.close());

describe('fuzz: every route, generated hostile requests', () => {
  it(
    `answers each with less than 500 (${PER_ROUTE} requests a route, seed ${SEED})`,
    { timeout: 600_000 },
    async () => {
      const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
      const r = prng(SEED);
      const failures: Failure[] = [];
      let sent = 0;
      const statuses: Record<number, number> = {};
      for (const [path, ops] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(ops)) {
          if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
          const route = `${method.toUpperCase()} ${path}`;
          const params = op.parameters ?? [];
          const bodySchema = op.requestBody?.content?.['application/json']?.schema;
          for (let i = 0; i < PER_ROUTE; i++) {
            let url = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
              const p = params.find((x) => x.in === 'path' && x.name === name);
              return encode(fuzzText(p?.schema, r).slice(0, r.chance(0.1) ? 5000 : 120)) || 'x';
            });
            const query = params
              .filter((p) => p.in === 'query' && (p.required || r.chance(0.6)))
              .map((p) => `${encode(p.name)}=${encode(fuzzText(p.schema, r).slice(0, 2000))}`);
            if (r.chance(0.05))
              query.push(`${r.pick(['__proto__', 'constructor', 'x'])}=${encode(fuzzText(undefined, r))}`);
            if (query.length) url += `?${query.join('&')}`;
            const body = ['post', 'put', 'patch', 'delete'].includes(method) ? fuzzBody(bodySchema, r) : undefined;
            const headers: Record<string, string> = {};
            if (r.chance(0.5)) headers.authorization = `Bearer ${user.token}`;
            let payload: string | undefined;
            if (body !== undefined) {
              headers['content-type'] = 'application/json';
              payload = JSON.stringify(body);
            }
            sent += 1;
            const res = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers,
              payload,
              remoteAddress: freshIp(),
            });
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            if (res.statusCode >= 500) {
              failures.push({
                route,
                url: url.slice(0, 300),
                body: payload?.slice(0, 300),
                status: res.statusCode,
                answer: res.body.slice(0, 200),
              });
            }
          }
        }
      }
      const byRoute = new Map<string, Failure>();
      for (const f of failures) if (!byRoute.has(f.route)) byRoute.set(f.route, f);
      expect([...byRoute.values()], `${failures.length} of ${sent} requests answered 5xx`).toEqual([]);
      console.log(`fuzz: ${sent} requests, answers by status ${JSON.stringify(statuses)}`);
      expect(sent).toBeGreaterThan(2000);
    },
  );
});
