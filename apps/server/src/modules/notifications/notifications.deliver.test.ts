import { createECDH, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notificationDeliveries, pushSubscriptions, type JobRow } from '../../db/schema/index';
import { PermanentJobError, silentLog } from '../../lib/jobs/runner';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, registerUser, type TestUser } from '../auth/auth.test-utils';
import { notificationDeliverJob, type DeliverDeps } from './notifications.deliver';
import { deliveriesOf, fakeServer, notifyUser } from './notifications.test-utils';

// http_ece (a dependency of web-push) decrypts what the browser would: proof the payload is readable.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt: (body: Buffer, p: { version: string; privateKey: unknown; authSecret: string }) => Buffer;
};

const job = (attempts = 1, maxAttempts = 5) => ({ attempts, maxAttempts }) as JobRow;
/** Runs the delivery job for one delivery, as the worker would (attempt `attempts`). */
const runJob = (t: TestApp, deliveryId: string, deps?: Partial<DeliverDeps>, attempts = 1) =>
  notificationDeliverJob(t.app.ctx, deps).run({ deliveryId }, { db: t.app.ctx.db, log: silentLog, job: job(attempts) });

async function deliveryOf(t: TestApp, notificationId: string, channel: string) {
  const d = (await deliveriesOf(t.app.ctx.db, notificationId)).find((x) => x.channel === channel);
  if (!d) throw new Error(`no ${channel} delivery`);
  return d;
}
const reload = async (t: TestApp, id: string) =>
  (await t.app.ctx.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, id)))[0]!;
const crash = () => {
  throw new Error('worker died');
};

describe('e-mail', () => {
  let t: TestApp;
  let me: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    me = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const mailsOf = (deliveryId: string) =>
    t.app.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `notification:${deliveryId}`));

  it('goes to the mail outbox as HTML (MJML) with a plain-text part, stamped sent; a second run sends nothing', async () => {
    const n = (await notifyUser(t.app, me, {
      email: me.email,
      phone: null,
      type: 'video_ready',
      params: { title: 'Rudrabhishek <Kashi>' },
    }))!;
    const d = await deliveryOf(t, n, 'email');
    await runJob(t, d.id);
    await runJob(t, d.id);
    const mails = await mailsOf(d.id);
    expect(mails).toHaveLength(1);
    const m = mails[0]!;
    expect(m.to).toBe(me.email.toLowerCase());
    expect(m.subject).toBe('Your puja video is ready');
    expect(m.text).toContain('Watch the video of Rudrabhishek <Kashi> on Sankalp.');
    expect(m.text).toMatch(/Open on Sankalp: http:\/\/localhost:\d+\/profile\?booking=/);
    expect(m.html).toContain('<!doctype html>');
    expect(m.html).toContain('Rudrabhishek &lt;Kashi&gt;'); // escaped, never markup
    expect(m.html).toMatch(/href="http:\/\/localhost:\d+\/profile\?booking=/);
    const after = await reload(t, d.id);
    expect(after.status).toBe('sent');
    expect(after.providerId).toBe(`mail:notification:${d.id}`);
    expect(after.sentAt).not.toBeNull();
  });

  it('a worker that dies after queueing the mail and before the stamp leaves neither: the retry makes the one mail', async () => {
    const n = (await notifyUser(t.app, me, { email: me.email, phone: null }))!;
    const d = await deliveryOf(t, n, 'email');
    await expect(runJob(t, d.id, { afterSend: crash })).rejects.toThrow('worker died');
    expect(await mailsOf(d.id)).toHaveLength(0);
    const failed = await reload(t, d.id);
    expect(failed.status).toBe('queued');
    expect(failed.lastError).toContain('worker died');
    await runJob(t, d.id, undefined, 2);
    await runJob(t, d.id, undefined, 3);
    expect(await mailsOf(d.id)).toHaveLength(1);
    expect((await reload(t, d.id)).status).toBe('sent');
  });

  it('is written in the notification language (Hindi)', async () => {
    const hi = await registerUser(t.app);
    expectStatus(
      await call(t.app, 'PUT', `/api/v1/users/${hi.id}/settings`, { token: hi.token, body: { language: 'Hindi' } }),
      200,
    );
    const n = (await notifyUser(t.app, hi, {
      email: hi.email,
      phone: null,
      type: 'puja_performed',
      params: { title: 'रुद्राभिषेक' },
    }))!;
    const d = await deliveryOf(t, n, 'email');
    await runJob(t, d.id);
    const [m] = await mailsOf(d.id);
    expect(m!.subject).toBe('पूजा संपन्न हुई');
    expect(m!.text).toContain('रुद्राभिषेक आपके संकल्प के साथ संपन्न हुई।');
    expect(m!.html).toContain('Sankalp पर खोलें');
    expect(m!.html).toContain('lang="hi"');
  });
});

describe('WhatsApp Cloud API adapter, against a local fake of the Graph API', () => {
  let t: TestApp;
  let me: TestUser;
  let graph: Awaited<ReturnType<typeof fakeServer>>;
  const answers: Array<{ status: number; json: unknown }> = [];
  const OK = (id: string) => ({
    status: 200,
    json: { messaging_product: 'whatsapp', contacts: [{ input: 'x', wa_id: 'x' }], messages: [{ id }] },
  });
  const ERROR = (status: number, code: number, message: string) => ({
    status,
    json: { error: { message, type: 'OAuthException', code, error_subcode: 2494010, fbtrace_id: 'AbCdEf' } },
  });

  beforeAll(async () => {
    graph = await fakeServer(() => answers.shift() ?? OK('wamid.default'));
    t = await createTestApp({
      seed: false,
      env: {
        WHATSAPP_TOKEN: 'EAAG-test-token',
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        WHATSAPP_API_URL: `${graph.url}/v21.0`,
      },
    });
    me = await registerUser(t.app, { phone: '+91 98765-43210' });
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  const whatsappNotification = async (over = {}) => {
    const n = (await notifyUser(t.app, me, { email: null, phone: '+91 98765 43210', ...over }))!;
    return deliveryOf(t, n, 'whatsapp');
  };

  it('sends the template message (E.164 digits, language, body parameters, bearer token) and stamps the wamid', async () => {
    answers.push(OK('wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSMEI'));
    const before = graph.requests.length;
    const d = await whatsappNotification({
      type: 'shipped',
      params: { title: 'Prasad of Kashi', courier: 'India Post', tracking: 'TRK-9\nX' },
    });
    await runJob(t, d.id);
    await runJob(t, d.id); // a second run of the job: nothing more is sent
    expect(graph.requests.length - before).toBe(1);
    const req = graph.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v21.0/106540352242922/messages');
    expect(req.headers.authorization).toBe('Bearer EAAG-test-token');
    expect(JSON.parse(req.body.toString())).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'sankalp_shipped',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Prasad of Kashi' },
              { type: 'text', text: 'India Post' },
              { type: 'text', text: 'TRK-9 X' },
            ],
          },
        ],
      },
    });
    const after = await reload(t, d.id);
    expect(after).toMatchObject({
      status: 'sent',
      providerId: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSMEI',
      lastError: null,
    });
  });

  it('401 (token expired) and 429 (throttled) are retried: the delivery stays queued with the error, then sends', async () => {
    answers.push(
      ERROR(401, 190, 'Error validating access token'),
      ERROR(429, 130429, 'Rate limit hit'),
      OK('wamid.third'),
    );
    const d = await whatsappNotification();
    await expect(runJob(t, d.id, undefined, 1)).rejects.toThrow(/401 \(code 190\): Error validating access token/);
    expect(await reload(t, d.id)).toMatchObject({ status: 'queued', lastError: expect.stringContaining('401') });
    await expect(runJob(t, d.id, undefined, 2)).rejects.not.toBeInstanceOf(PermanentJobError);
    expect((await reload(t, d.id)).lastError).toContain('130429');
    await runJob(t, d.id, undefined, 3);
    expect(await reload(t, d.id)).toMatchObject({ status: 'sent', providerId: 'wamid.third' });
  });

  it('a 400 refusal of the message itself (no such template) fails the delivery for good: no retry', async () => {
    answers.push(ERROR(400, 132001, 'Template name does not exist in the translation'));
    const d = await whatsappNotification();
    await expect(runJob(t, d.id)).rejects.toBeInstanceOf(PermanentJobError);
    expect(await reload(t, d.id)).toMatchObject({ status: 'failed', lastError: expect.stringContaining('132001') });
  });

  it('the last attempt that fails marks the delivery failed', async () => {
    answers.push({ status: 503, json: {} });
    const d = await whatsappNotification();
    await expect(runJob(t, d.id, undefined, 5)).rejects.toBeInstanceOf(PermanentJobError);
    expect((await reload(t, d.id)).status).toBe('failed');
  });

  it('skips a person with no usable phone number (nothing is sent)', async () => {
    const before = graph.requests.length;
    const d = await whatsappNotification({ phone: 'deleted' });
    await runJob(t, d.id);
    expect(graph.requests.length).toBe(before);
    expect(await reload(t, d.id)).toMatchObject({ status: 'skipped', lastError: 'no phone number' });
  });

  it('at least once: a worker dying after the API accepted and before the stamp sends again on retry (no idempotency key)', async () => {
    answers.push(OK('wamid.first'), OK('wamid.second'));
    const before = graph.requests.length;
    const d = await whatsappNotification();
    await expect(runJob(t, d.id, { afterSend: crash })).rejects.toThrow('worker died');
    await runJob(t, d.id, undefined, 2);
    expect(graph.requests.length - before).toBe(2); // the documented edge (notifications.deliver.ts)
    expect(await reload(t, d.id)).toMatchObject({ status: 'sent', providerId: 'wamid.second' });
  });
});

describe('WhatsApp without keys: the dev outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('records the would-be message, readable at GET /dev/whatsapp', async () => {
    const me = await registerUser(t.app, { phone: '9123456780' });
    const n = (await notifyUser(t.app, me, {
      email: null,
      phone: '9123456780',
      type: 'delivered',
      params: { title: 'Prasad' },
    }))!;
    const d = await deliveryOf(t, n, 'whatsapp');
    await runJob(t, d.id);
    const after = await reload(t, d.id);
    expect(after.status).toBe('sent');
    expect(after.providerId).toMatch(/^dev:/);
    const r = await call(t.app, 'GET', '/api/v1/dev/whatsapp?phone=%2B91%2091234%2056780', { ip: '127.0.0.1' });
    expectStatus(r, 200);
    expect((r.body.data as { messages: unknown[] }).messages).toEqual([
      {
        id: after.providerId,
        to: '919123456780',
        template: 'sankalp_delivered',
        language: 'en',
        params: ['Prasad'],
        sentAt: expect.any(String),
      },
    ]);
  });
});

describe('web push, against a local fake push service', () => {
  let t: TestApp;
  let me: TestUser;
  let push: Awaited<ReturnType<typeof fakeServer>>;
  const status = new Map<string, number>();
  // The browser's side of a subscription: its key pair and auth secret.
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');

  beforeAll(async () => {
    push = await fakeServer((req) => ({ status: status.get(req.url) ?? 201 }));
    t = await createTestApp({ seed: false });
    me = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const subscribe = async (path: string) => {
    await t.app.ctx.db.insert(pushSubscriptions).values({
      userId: me.id,
      endpoint: `${push.url}${path}`,
      p256dh: browser.getPublicKey('base64url'),
      auth: authSecret,
      createdAt: new Date(),
    });
  };
  const pushNotification = async () => {
    const n = (await notifyUser(t.app, me, {
      email: null,
      phone: null,
      type: 'video_ready',
      params: { title: 'Rudrabhishek' },
    }))!;
    return deliveryOf(t, n, 'push');
  };

  it('skips when the person has no subscription', async () => {
    const d = await pushNotification();
    await runJob(t, d.id);
    expect(await reload(t, d.id)).toMatchObject({ status: 'skipped', lastError: 'no push subscription' });
  });

  it('posts the encrypted payload with VAPID, TTL and a Topic per delivery; the browser can read it; once', async () => {
    await subscribe('/push/a');
    const d = await pushNotification();
    const before = push.requests.length;
    await runJob(t, d.id);
    await runJob(t, d.id);
    expect(push.requests.length - before).toBe(1);
    const req = push.requests.at(-1)!;
    expect(req.url).toBe('/push/a');
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    expect(req.headers.ttl).toBe(String(7 * 24 * 3600));
    expect(req.headers.topic).toBe(d.id.replace(/-/g, ''));
    expect(req.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.app.ctx.secrets.vapid.publicKey}$`),
    );
    const payload = JSON.parse(
      ece.decrypt(req.body, { version: 'aes128gcm', privateKey: browser, authSecret }).toString(),
    );
    expect(payload).toEqual({
      id: expect.any(String),
      title: 'Your puja video is ready',
      body: 'Watch the video of Rudrabhishek on Sankalp.',
      link: expect.stringMatching(/^\/profile\?booking=/),
    });
    expect(await reload(t, d.id)).toMatchObject({ status: 'sent', providerId: 'push:1/1' });
  });

  it('a 410 from the push service deletes that subscription; with none left the delivery is skipped', async () => {
    status.set('/push/a', 410);
    const d = await pushNotification();
    await runJob(t, d.id);
    expect(
      await t.app.ctx.db.select().from(pushSubscriptions).where(like(pushSubscriptions.endpoint, '%/push/a')),
    ).toEqual([]);
    expect((await reload(t, d.id)).status).toBe('skipped');
  });

  it('a push service error is retried; a retry after the worker died re-sends with the same Topic', async () => {
    await subscribe('/push/b');
    status.set('/push/b', 500);
    const d = await pushNotification();
    await expect(runJob(t, d.id)).rejects.toThrow(/push service 500/);
    expect((await reload(t, d.id)).status).toBe('queued');
    status.set('/push/b', 201);
    await expect(runJob(t, d.id, { afterSend: crash }, 2)).rejects.toThrow('worker died');
    await runJob(t, d.id, undefined, 3);
    const topics = push.requests.filter((r) => r.url === '/push/b').map((r) => r.headers.topic);
    expect(topics).toEqual([d.id.replace(/-/g, ''), d.id.replace(/-/g, ''), d.id.replace(/-/g, '')]);
    expect((await reload(t, d.id)).status).toBe('sent');
  });
});
