import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { jobs, mailOutbox } from '../../db/schema/index';
import { openTestDb } from '../../test/test-app';
import { runDueJobs, silentLog } from '../jobs/runner';
import { MAIL_JOB, MAIL_MAX_ATTEMPTS, mailJob } from './mail-job';
import { queueMail, readOutbox, type AttachmentRenderers, type MailTransport, type OutgoingMail } from './mailer';

let close: () => Promise<void>;
let db: Db;
beforeAll(async () => {
  const opened = await openTestDb();
  db = opened.db.db;
  close = async () => {
    await opened.db.close();
    await opened.dropDb();
  };
});
afterAll(() => close());
beforeEach(async () => {
  await db.delete(jobs);
  await db.delete(mailOutbox);
});

const FROM = 'Sankalp <no-reply@sankalp.test>';
const renderers: AttachmentRenderers = {
  'donation-receipt': async (_db, id) => Buffer.from(`%PDF- receipt ${id}`),
  'pandit-booking-ics': async () => Buffer.from('BEGIN:VCALENDAR'),
};

/** A transport that throws for its first `failures` sends (Infinity: always), recording every send. */
function fakeTransport(failures: number) {
  const tries: OutgoingMail[] = [];
  const transport: MailTransport = {
    async send(mail) {
      tries.push(mail);
      if (tries.length <= failures) throw new Error(`421 4.7.0 smtp.example busy, try again later (${tries.length})`);
    },
  };
  return { transport, tries };
}

const receipt = {
  to: 'Devotee@Example.in',
  subject: 'Your receipt',
  text: 'Namaste',
  dedupeKey: 'donation:abc',
  attachments: [
    { filename: 'Receipt.pdf', contentType: 'application/pdf', source: 'donation-receipt' as const, refId: 'abc' },
  ],
};

/** Runs the due mail jobs as the worker would, at a database time `minutes` (and a second) from now. */
const deliverAt = (transport: MailTransport | null, minutes: number) =>
  runDueJobs(
    db,
    { [MAIL_JOB]: mailJob(transport, FROM, renderers) },
    {
      log: silentLog,
      at: new Date(Date.now() + minutes * 60_000 + 1_000),
    },
  );

const mailJobs = () => db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));

describe('mail through the job queue', () => {
  it('queues one outbox row and one job per dedupe key', async () => {
    await queueMail(db, receipt);
    await queueMail(db, { ...receipt, subject: 'Your receipt again' });
    const [outbox] = await readOutbox(db, 'devotee@example.in');
    expect(await readOutbox(db)).toHaveLength(1);
    expect(await mailJobs()).toMatchObject([
      {
        status: 'queued',
        payload: { outboxId: outbox!.id },
        dedupeKey: `mail:${outbox!.id}`,
        maxAttempts: MAIL_MAX_ATTEMPTS,
      },
    ]);
  });

  it('retries a failed SMTP send with backoff and sends it exactly once', async () => {
    await queueMail(db, receipt);
    const { transport, tries } = fakeTransport(2);
    await deliverAt(transport, 0);
    let [job] = await mailJobs();
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.lastError).toContain('smtp.example busy');
    const [failed] = await readOutbox(db);
    expect(failed).toMatchObject({ sentAt: null });
    expect(failed!.lastError).toContain('smtp.example busy');
    // Not retried before its backoff (at least 15 s for the first retry).
    expect(await deliverAt(transport, 0.2)).toBe(0);
    expect(tries).toHaveLength(1);

    await deliverAt(transport, 2);
    await deliverAt(transport, 10);
    [job] = await mailJobs();
    expect(job).toMatchObject({ status: 'done', attempts: 3 });
    const [sent] = await readOutbox(db);
    expect(sent!.sentAt).not.toBeNull();
    expect(sent!.lastError).toBeNull();
    expect(tries).toHaveLength(3);
    expect(tries[2]).toMatchObject({ to: 'devotee@example.in', subject: 'Your receipt' });
    expect(tries[2]!.attachments[0]!.content.toString()).toBe('%PDF- receipt abc');
    // Nothing more to do, ever.
    await deliverAt(transport, 600);
    expect(tries).toHaveLength(3);
  });

  it(`ends dead after ${MAIL_MAX_ATTEMPTS} failed sends, with the last error, and the mail unsent`, async () => {
    await queueMail(db, receipt);
    const { transport, tries } = fakeTransport(Infinity);
    for (let i = 0; i < MAIL_MAX_ATTEMPTS + 3; i++) await deliverAt(transport, i * 60);
    expect(tries).toHaveLength(MAIL_MAX_ATTEMPTS);
    const [job] = await mailJobs();
    expect(job).toMatchObject({ status: 'dead', attempts: MAIL_MAX_ATTEMPTS });
    expect(job!.lastError).toContain(`try again later (${MAIL_MAX_ATTEMPTS})`);
    const [mail] = await readOutbox(db);
    expect(mail!.sentAt).toBeNull();
  });

  it('keeps mail in the dev outbox without a transport, and sends nothing twice or for an erased row', async () => {
    await queueMail(db, { to: 'a@example.in', subject: 'Code', text: '1' });
    await deliverAt(null, 0);
    expect(await mailJobs()).toMatchObject([{ status: 'done', attempts: 1 }]);
    expect((await readOutbox(db))[0]).toMatchObject({ sentAt: null });

    await queueMail(db, { to: 'b@example.in', subject: 'Gone', text: '2' });
    await db.delete(mailOutbox).where(eq(mailOutbox.to, 'b@example.in')); // erased with its account
    const { transport, tries } = fakeTransport(0);
    await deliverAt(transport, 1);
    expect(tries).toHaveLength(0);
  });
});
