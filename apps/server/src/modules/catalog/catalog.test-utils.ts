import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client';

/** A fixed clock for catalog tests: 21 Nov 2026, 12:00 IST. Seed times are relative to it. */
export const NOW = new Date('2026-11-21T06:30:00.000Z');
export const now = () => NOW;

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const MISSING_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

export type Body = { success?: boolean; message?: string; data?: unknown; [key: string]: unknown };

/** GETs a URL and returns status and parsed JSON body. */
export async function getJson(app: FastifyInstance, url: string): Promise<{ status: number; body: Body }> {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Body };
}

/** GETs a URL that must answer 200 with the success envelope; returns `data`. */
export async function getData<T>(app: FastifyInstance, url: string): Promise<T> {
  const { status, body } = await getJson(app, url);
  expect(status, `${url} → ${JSON.stringify(body).slice(0, 200)}`).toBe(200);
  expect(body.success).toBe(true);
  expect(typeof body.message).toBe('string');
  return body.data as T;
}

/** Expects the error envelope with this status and message. */
export async function expectError(app: FastifyInstance, url: string, status: number, message?: string | RegExp) {
  const { status: got, body } = await getJson(app, url);
  expect(got, `${url} → ${JSON.stringify(body)}`).toBe(status);
  expect(body.success).toBe(false);
  if (message !== undefined) expect(body.message).toMatch(message);
  return body;
}

/** Counts the SQL statements the database driver runs (PGlite and node-postgres both go through `query`). */
export function countQueries(db: Db) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    reset: () => {
      count = 0;
    },
    restore: () => {
      client.query = original;
    },
  };
}
