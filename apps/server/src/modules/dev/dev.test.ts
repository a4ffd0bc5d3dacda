import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { AppContext } from '../../context';
import devRoutes from './dev.routes';

// The outbox itself (codes readable in development) is exercised in users/password.test.ts.
describe('GET /dev/outbox', () => {
  it.each([
    ['NODE_ENV is production', { NODE_ENV: 'production', PUBLIC_URL: 'https://sankalp.example', PAYMENTS_SANDBOX: 'allow' }],
    ['SMTP_URL is set', { SMTP_URL: 'smtp://mail.example.in:587' }],
  ])('is 404 when %s', async (_n, env) => {
    const app = Fastify();
    app.decorate('ctx', { config: loadConfig({ LOG_LEVEL: 'silent', ...env }) } as AppContext);
    await app.register(devRoutes, { prefix: '/api/v1' });
    const r = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=a@b.in' });
    expect(r.statusCode).toBe(404);
    await app.close();
  });
});
