import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDb, type DbHandle } from '../db/client';
import { redactUrl, scrub } from './logging';

describe('scrub and redactUrl', () => {
  it('masks e-mails, phone numbers, codes, SQL parameters and key values', () => {
    const line = scrub(
      'Failed query: insert into users values ($1, $2)\nparams: ramesh@example.in,+91 98765 43210\nKey (email)=(ramesh@example.in) already exists; OTP 482913; call 9876543210',
    );
    expect(line).not.toMatch(/ramesh|98765|482913|9876543210/);
    expect(line).toContain('params: [redacted]');
    expect(line).toContain('Key (email)=([redacted])');
  });

  it('keeps the path and harmless parameters, redacts the secret ones', () => {
    expect(redactUrl('/api/v1/donationsbooking/abc?key=s3cr3t&x=1')).toBe(
      '/api/v1/donationsbooking/abc?key=[redacted]&x=1',
    );
    expect(redactUrl('/api/v1/dev/outbox?to=ramesh%40example.in')).toBe('/api/v1/dev/outbox?to=[redacted]');
    expect(redactUrl('/api/v1/pujas/all')).toBe('/api/v1/pujas/all');
  });
});

describe('request logs', () => {
  let db: DbHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    db = await openDb({});
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), {
      db,
      serveWeb: false,
      logStream: stream,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('carry a request id (the caller’s when sane), hand it back, and hold no personal data', async () => {
    const body = {
      email: 'sita@example.in',
      phoneNumber: '9876543210',
      password: 'Kashi@Vishwanath108',
      fullName: 'Sita Devi',
    };
    const r = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register?email=sita%40example.in',
      payload: body,
      headers: { 'x-request-id': 'proxy-id-12345678', authorization: 'Bearer abc' },
    });
    expect(r.headers['x-request-id']).toBe('proxy-id-12345678');
    const mine = lines.filter((l) => l.reqId === 'proxy-id-12345678');
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/sita|9876543210|Vishwanath|Bearer/i);

    const odd = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
