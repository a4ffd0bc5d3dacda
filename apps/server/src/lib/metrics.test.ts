import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs } from '../jobs';
import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

describe('GET /metrics', () => {
  it('answers this machine and a bearer of METRICS_TOKEN, and no one else', async () => {
    const far = { remoteAddress: '203.0.113.9' };
    expect((await t.app.inject({ method: 'GET', url: '/metrics', ...far })).statusCode).toBe(404);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      ...far,
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(404);
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      ...far,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(bearer.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
  });

  it('reports latency by route pattern (never a concrete id), payments by status, jobs and the process', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/pujas/all' });
    await t.app.inject({ method: 'GET', url: '/api/v1/temples/00000000-0000-4000-8000-000000000000' });
    const jobs = startJobs(t.app);
    await new Promise((r) => setTimeout(r, 300));
    jobs.stop();
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(
      /sankalp_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/pujas\/all",status="200"\} 1/,
    );
    expect(text).toContain('route="/api/v1/temples/:id",status="404"');
    expect(text).not.toContain('00000000-0000-4000');
    expect(text).toMatch(/sankalp_payment_orders\{status="paid"\} 0/);
    expect(text).toMatch(/sankalp_job_runs_total\{job="payments-reconcile",outcome="success"\} \d/);
    expect(text).toMatch(/sankalp_job_seconds_since_success\{job="payments-reconcile"\} [\d.]+/);
    expect(text).toContain('sankalp_process_cpu_seconds_total');
    if (t.db.kind === 'postgres') expect(text).toMatch(/sankalp_db_pool_connections\{state="total"\} \d/);
  });
});
