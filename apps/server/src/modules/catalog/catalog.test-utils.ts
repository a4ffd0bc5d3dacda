import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { countStatements } from '../../test/count-statements';

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

/** The SQL statements the database driver runs from now on (test/count-statements.ts), with a reset. */
export function countQueries(db: Db) {
  const counter = countStatements(db);
  let base = 0;
  return {
    get count() {
      return counter.statements - base;
    },
    reset: () => {
      base = counter.statements;
    },
    restore: counter.restore,
  };
}
