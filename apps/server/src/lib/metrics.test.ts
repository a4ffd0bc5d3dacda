import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs } from '../jobs';
import { enqueue } from './jobs/queue';
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
    await jobs.stop();
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

  it("counts the job queue's runs by kind, its dead jobs and its lag", async () => {
    // A mail job whose mail is gone (done at once) and a webhook whose signature is refused (dead at once).
    await enqueue(t.app.ctx.db, 'mail.send', { outboxId: '00000000-0000-4000-8000-000000000000' });
    await enqueue(t.app.ctx.db, 'payments.sandbox-webhook', {
      eventId: 'evt_x',
      event: 'payment.captured',
      body: '{}',
      signature: 'bad',
    });
    const jobs = startJobs(t.app);
    let text = '';
    for (let i = 0; i < 50 && !text.includes('sankalp_job_dead_total{job="payments.sandbox-webhook"} 1'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    }
    await jobs.stop();
    expect(text).toMatch(/sankalp_job_runs_total\{job="mail.send",outcome="success"\} 1/);
    expect(text).toMatch(/sankalp_job_runs_total\{job="payments.sandbox-webhook",outcome="failure"\} 1/);
    expect(text).toContain('sankalp_job_dead_total{job="payments.sandbox-webhook"} 1');
    expect(text).toContain('sankalp_jobs{job="payments.sandbox-webhook",status="dead"} 1');
    expect(text).toMatch(/sankalp_jobs_oldest_due_seconds 0\n/);
  });
});
