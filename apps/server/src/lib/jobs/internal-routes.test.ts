import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enqueue } from './queue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const far = { remoteAddress: '203.0.113.9' };
const get = (url: string, o: object = {}) => t.app.inject({ method: 'GET', url, ...o });
const post = (url: string, o: object = {}) => t.app.inject({ method: 'POST', url, ...o });

describe('/internal/jobs', () => {
  it('answers this machine only', async () => {
    const id = (await enqueue(t.db.db, 'test.hidden', {}))!;
    expect((await get('/internal/jobs', far)).statusCode).toBe(404);
    expect((await get('/internal/jobs', { ...far, headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
    expect((await post(`/internal/jobs/${id}/retry`, far)).statusCode).toBe(404);
    expect((await get('/internal/jobs', { headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
  });

  it('lists dead jobs with their attempts and last error, and queues one again', async () => {
    const id = (await enqueue(t.db.db, 'mail.send', { outboxId: 'x' }))!;
    await t.db.db
      .update(jobs)
      .set({ status: 'dead', attempts: 8, lastError: 'Error: 550 mailbox unavailable' })
      .where(eq(jobs.id, id));

    const r = await get('/internal/jobs?status=dead');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const data = r.json().data;
    expect(data.jobs).toEqual([
      expect.objectContaining({
        id,
        kind: 'mail.send',
        status: 'dead',
        attempts: 8,
        lastError: 'Error: 550 mailbox unavailable',
      }),
    ]);
    expect(data.jobs[0]).not.toHaveProperty('payload');
    expect(data.counts).toContainEqual({ kind: 'mail.send', status: 'dead', n: 1 });
    expect(typeof data.oldestDueSeconds).toBe('number');
    expect((await get('/internal/jobs')).json().data.jobs.length).toBe(2);

    expect((await post(`/internal/jobs/${id}/retry`)).json()).toMatchObject({
      success: true,
      data: { id, status: 'queued' },
    });
    const [row] = await t.db.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, finishedAt: null });
    // Only a dead job can be retried.
    expect((await post(`/internal/jobs/${id}/retry`)).statusCode).toBe(404);
  });

  it('answers a bad query or id with a 400 and an unknown id with a 404', async () => {
    expect((await get('/internal/jobs?status=zombie')).statusCode).toBe(400);
    expect((await get('/internal/jobs?limit=0')).statusCode).toBe(400);
    expect((await post('/internal/jobs/not-a-uuid/retry')).statusCode).toBe(400);
    const unknown = await post('/internal/jobs/00000000-0000-4000-8000-000000000000/retry');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'not_found' });
  });
});
