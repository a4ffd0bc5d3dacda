import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

export type Body = { success?: boolean; message?: string; data?: unknown; errors?: Record<string, string>; [key: string]: unknown };
export type Reply = { status: number; body: Body; headers: Record<string, unknown> };

/** A settable clock for `createTestApp({ now })`. */
export function fakeClock(start = '2026-11-21T06:30:00.000Z') {
  let t = Date.parse(start);
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

let ipSeq = 0;
/** A fresh client IP, so per-IP limits of one test do not spill into the next. */
export function freshIp(): string {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

/** One JSON request through app.inject. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { token?: string; body?: unknown; ip?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await app.inject({
    method,
    url,
    headers,
    remoteAddress: opts.ip ?? freshIp(),
    ...(opts.body === undefined ? {} : { payload: opts.body as Record<string, unknown> }),
  });
  let body: Body = {};
  try {
    body = res.json() as Body;
  } catch {
    body = { raw: res.body };
  }
  return { status: res.statusCode, body, headers: res.headers };
}

export function expectStatus(r: Reply, status: number) {
  expect(r.status, JSON.stringify(r.body).slice(0, 400)).toBe(status);
}

let userSeq = 0;
export const STRONG_PASSWORD = 'Tulsi-Ganga-Vriksh-42';

export type TestUser = {
  id: string;
  userStuffId: string;
  email: string;
  phone: string;
  password: string;
  token: string;
  fullName: string;
};

/** Registers a fresh user (own IP) and returns its id, credentials and session token. */
export async function registerUser(app: FastifyInstance, over: Partial<{ email: string; phone: string; password: string; fullName: string }> = {}): Promise<TestUser> {
  userSeq += 1;
  const email = over.email ?? `devotee${userSeq}.${Math.random().toString(36).slice(2, 8)}@example.in`;
  const phone = over.phone ?? `9${String(userSeq).padStart(3, '0')}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const password = over.password ?? STRONG_PASSWORD;
  const fullName = over.fullName ?? `Devotee ${userSeq}`;
  const r = await call(app, 'POST', '/api/v1/auth/register', { body: { email, phoneNumber: phone, password, fullName } });
  expectStatus(r, 201);
  const data = r.body.data as { user: { id: string; userStuffId: string }; token: string };
  return { id: data.user.id, userStuffId: data.user.userStuffId, email, phone, password, token: data.token, fullName };
}

export async function login(app: FastifyInstance, emailOrPhone: string, password: string, rememberMe = false, ip?: string) {
  return call(app, 'POST', '/api/v1/auth/login', { body: { emailOrPhone, password, rememberMe }, ip });
}

export async function loginToken(app: FastifyInstance, emailOrPhone: string, password: string, rememberMe = false): Promise<string> {
  const r = await login(app, emailOrPhone, password, rememberMe);
  expectStatus(r, 200);
  return (r.body.data as { token: string }).token;
}
