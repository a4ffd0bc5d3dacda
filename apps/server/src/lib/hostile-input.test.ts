import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../modules/auth/auth.test-utils';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerErrorHandler } from './error-handler';

// Issue 15: what a hostile client sends gets a 400 with the field named, never a 500.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const REGISTER = {
  email: 'nul@example.in',
  phoneNumber: '9876501234',
  password: 'Kashi@Vishwanath108',
  fullName: 'Ramesh Sharma',
};

describe('control characters', () => {
  it.each([
    ['NUL', 'Ram\u0000esh', 1],
    ['a C0 control', 'Ram\u0007esh', 2],
    ['a C1 control', 'Ram\u0085esh', 3],
  ])('%s in a body field is 400 naming the field, and nothing is created', async (_n, fullName, i) => {
    const mine = { ...REGISTER, email: `nul${i}@example.in`, phoneNumber: `987650123${i}` };
    const r = await call(t.app, 'POST', '/api/v1/auth/register', { body: { ...mine, fullName } });
    expect(r.status).toBe(400);
    // The field's own schema speaks first, with its own message.
    expect(r.body).toMatchObject({ code: 'validation_failed', errors: { fullName: 'Please enter a valid name' } });
    const again = await call(t.app, 'POST', '/api/v1/auth/register', { body: mine });
    expect(again.status).toBe(201); // the e-mail was not taken by the refused attempt
  });

  it('catches what a schema lets through, naming the field (a nested one, or a key)', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/loose', async () => ({ reached: true }));
    const nested = await app.inject({ method: 'POST', url: '/loose', payload: { lines: [{ note: 'x\u0000' }] } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({ code: 'validation_failed', errors: { 'lines.0.note': 'Remove control characters' } });
    const key = await app.inject({ method: 'POST', url: '/loose', payload: { 'li\u0000nes': [] } });
    expect(key.statusCode).toBe(400);
    const lines = await app.inject({ method: 'POST', url: '/loose', payload: { note: 'two\nlines\tand a tab' } });
    expect(lines.json()).toEqual({ reached: true });
    await app.close();
  });

  it('refuses them in query and path values, tab and newline included', async () => {
    const q = await call(t.app, 'GET', `/api/v1/places?q=${encodeURIComponent('Vara\tnasi')}`);
    expect(q.status).toBe(400);
    expect(q.body.errors).toEqual({ q: 'Remove control characters' });
    const p = await call(t.app, 'GET', `/api/v1/pujas/${encodeURIComponent('abc\u0000')}`);
    expect(p.status).toBe(400);
  });

  it('leaves line breaks in a body to the field: a one-line name refuses them with its message', async () => {
    const r = await call(t.app, 'POST', '/api/v1/auth/register', {
      body: { ...REGISTER, email: 'lines@example.in', phoneNumber: '9876501299', fullName: 'Ramesh\nSharma' },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toMatchObject({ fullName: 'Please enter a valid name' });
  });
});

describe('database data exceptions', () => {
  it.each(['22021', '22001', '22003', '22007', '22P02', '54000'])('SQLSTATE %s maps to 400, not 500', async (code) => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw Object.assign(new Error('db said no'), { cause: { code } });
    });
    const r = await app.inject({ method: 'GET', url: '/boom' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'bad_request' });
    await app.close();
  });

  it('leaves our own bugs a 500 (and logged)', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new TypeError('undefined is not a function');
    });
    expect((await app.inject({ method: 'GET', url: '/boom' })).statusCode).toBe(500);
    await app.close();
  });
});
