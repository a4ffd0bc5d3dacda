import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { jobs, notificationDeliveries, notifications, type NotificationType } from '../../db/schema/index';
import { runDueJobs, silentLog } from '../../lib/jobs/runner';
import { notificationDeliverJob, type DeliverDeps } from './notifications.deliver';
import { NOTIFICATION_DELIVER_JOB, notify, type NotificationDraft } from './notify';

let seq = 0;

/** Records one notification for `user` as an event would (notify in a transaction); answers its id. */
export async function notifyUser(
  app: FastifyInstance,
  user: { id: string | null; email?: string | null; phone?: string | null },
  over: Partial<NotificationDraft> = {},
): Promise<string | null> {
  seq += 1;
  const type: NotificationType = over.type ?? 'puja_performed';
  return app.ctx.db.transaction((tx) =>
    notify(tx, app.ctx.now(), {
      userId: user.id,
      email: user.email ?? null,
      phone: user.phone ?? null,
      type,
      params: { title: `Rudrabhishek ${seq}`, reference: `SNK-TEST-${seq}` },
      link: `/profile?booking=${seq}`,
      dedupeKey: `${type}:test:${seq}:${Math.random()}`,
      ...over,
    }),
  );
}

export const deliveriesOf = (db: Db, notificationId: string) =>
  db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, notificationId));

export const notificationRow = async (db: Db, id: string) =>
  (await db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

export const deliverJobs = (db: Db) => db.select().from(jobs).where(eq(jobs.kind, NOTIFICATION_DELIVER_JOB));

/** Runs the due notification.deliver jobs now (what the worker does), with optional fakes. */
export const runDeliveries = (app: FastifyInstance, deps?: Partial<DeliverDeps>, at?: Date) =>
  runDueJobs(app.ctx.db, { [NOTIFICATION_DELIVER_JOB]: notificationDeliverJob(app.ctx, deps) }, { log: silentLog, at });

export type FakeRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
export type FakeAnswer = { status: number; json?: unknown; headers?: Record<string, string> };

/**
 * A local HTTP server standing in for an outside API: records every request and answers from
 * `answers` in order (the last one repeats), or from `answer(req)`.
 */
export async function fakeServer(answer: FakeAnswer[] | ((req: FakeRequest) => FakeAnswer)) {
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: FakeRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(r);
      const a = typeof answer === 'function' ? answer(r) : answer[Math.min(requests.length - 1, answer.length - 1)]!;
      res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers });
      res.end(a.json === undefined ? '' : JSON.stringify(a.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
