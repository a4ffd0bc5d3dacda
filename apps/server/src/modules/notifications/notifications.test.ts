import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@sankalp/shared/api/notifications';
import { PUSH_ENDPOINT_MESSAGE } from '@sankalp/shared/schemas/notifications';
import { notifications, pushSubscriptions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock, MINUTE, registerUser, type TestUser } from '../auth/auth.test-utils';
import { deliverJobs, deliveriesOf, notificationRow, notifyUser } from './notifications.test-utils';

let t: TestApp;
const clock = fakeClock();
beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
});
afterAll(() => t.close());

const list = async (u: TestUser, query = '') => {
  const r = await call(t.app, 'GET', `/api/v1/notifications${query}`, { token: u.token });
  expectStatus(r, 200);
  return r.body.data as NotificationsPage;
};
const setSettings = async (u: TestUser, settings: Record<string, unknown>) =>
  expectStatus(await call(t.app, 'PUT', `/api/v1/users/${u.id}/settings`, { token: u.token, body: settings }), 200);

describe('GET /notifications', () => {
  it('needs a session (401), for the list, the count and marking read', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/v1/notifications'],
      ['GET', '/api/v1/notifications/unread-count'],
      ['POST', '/api/v1/notifications/read', { all: true }],
    ] as const) {
      const r = await call(t.app, method, url, { body });
      expectStatus(r, 401);
      expect(r.body.code).toBe('unauthorized');
    }
  });

  it("lists the user's own only, newest first, with the unread count and pages by cursor", async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      clock.advance(MINUTE);
      ids.push((await notifyUser(t.app, me, { type: 'video_ready', params: { title: `Puja ${i}` } }))!);
    }
    await notifyUser(t.app, other);
    const page = await list(me);
    expect(page.items.map((i) => i._id)).toEqual([...ids].reverse());
    expect(page.unread).toBe(3);
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toEqual({
      _id: ids[2],
      type: 'video_ready',
      title: 'Your puja video is ready',
      body: 'Watch the video of Puja 2 on Sankalp.',
      link: expect.stringMatching(/^\/profile\?booking=/),
      readAt: null,
      createdAt: clock.now().toISOString(),
    });

    const first = await list(me, '?limit=2');
    expect(first.items.map((i) => i._id)).toEqual([ids[2], ids[1]]);
    const second = await list(me, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i._id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();

    const count = await call(t.app, 'GET', '/api/v1/notifications/unread-count', { token: me.token });
    expectStatus(count, 200);
    expect(count.body.data).toEqual({ unread: 3 });
  });

  it('answers 400 with field messages for a bad limit or cursor', async () => {
    const me = await registerUser(t.app);
    for (const q of ['?limit=0', '?limit=51', '?limit=x', '?cursor=bm90LWEtY3Vyc29y']) {
      const r = await call(t.app, 'GET', `/api/v1/notifications${q}`, { token: me.token });
      expectStatus(r, 400);
      expect(r.body.code).toBeDefined();
    }
  });
});

describe('POST /notifications/read', () => {
  it("marks the user's own; another user's ids are ignored, never an error that tells they exist", async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const a = (await notifyUser(t.app, me))!;
    const b = (await notifyUser(t.app, me))!;
    const theirs = (await notifyUser(t.app, other))!;
    clock.advance(MINUTE);
    const r = await call(t.app, 'POST', '/api/v1/notifications/read', { token: me.token, body: { ids: [a, theirs] } });
    expectStatus(r, 200);
    expect(r.body.data).toEqual({ unread: 1 });
    expect((await notificationRow(t.app.ctx.db, a)).readAt?.toISOString()).toBe(clock.now().toISOString());
    expect((await notificationRow(t.app.ctx.db, b)).readAt).toBeNull();
    expect((await notificationRow(t.app.ctx.db, theirs)).readAt).toBeNull();

    // Reading again keeps the first time; an unknown id is as silent as another's.
    clock.advance(MINUTE);
    const again = await call(t.app, 'POST', '/api/v1/notifications/read', {
      token: me.token,
      body: { ids: [a, '00000000-0000-4000-8000-000000000000'] },
    });
    expectStatus(again, 200);
    expect((await notificationRow(t.app.ctx.db, a)).readAt?.getTime()).toBe(clock.now().getTime() - MINUTE);

    const all = await call(t.app, 'POST', '/api/v1/notifications/read', { token: me.token, body: { all: true } });
    expectStatus(all, 200);
    expect(all.body.data).toEqual({ unread: 0 });
    expect((await notificationRow(t.app.ctx.db, theirs)).readAt).toBeNull();
    expect((await list(other)).unread).toBe(1);
  });

  it('answers 400 for a body that is neither ids nor all', async () => {
    const me = await registerUser(t.app);
    for (const body of [{}, { ids: [] }, { ids: ['nope'] }, { all: false }, { ids: [], all: true }]) {
      const r = await call(t.app, 'POST', '/api/v1/notifications/read', { token: me.token, body });
      expectStatus(r, 400);
      expect(r.body.code).toBeDefined();
    }
  });
});

describe('notify: once per event, on the channels the settings allow, in the language chosen', () => {
  it('makes one notification per dedupe key, however often the event is raised', async () => {
    const me = await registerUser(t.app);
    const first = await notifyUser(t.app, me, { dedupeKey: 'video_ready:puja_booking:once' });
    const second = await notifyUser(t.app, me, { dedupeKey: 'video_ready:puja_booking:once' });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    expect(
      await t.app.ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.dedupeKey, 'video_ready:puja_booking:once')),
    ).toHaveLength(1);
    expect(await deliveriesOf(t.app.ctx.db, first!)).toHaveLength(3);
  });

  it('by default: e-mail, WhatsApp and push, one delivery job each', async () => {
    const me = await registerUser(t.app);
    const id = (await notifyUser(t.app, me, { email: me.email, phone: me.phone }))!;
    const rows = await deliveriesOf(t.app.ctx.db, id);
    expect(rows.map((d) => d.channel).sort()).toEqual(['email', 'push', 'whatsapp']);
    expect(rows.every((d) => d.status === 'queued')).toBe(true);
    const queued = (await deliverJobs(t.app.ctx.db)).map((j) => (j.payload as { deliveryId: string }).deliveryId);
    for (const d of rows) expect(queued).toContain(d.id);
  });

  it('e-mail off: no e-mail delivery; WhatsApp off: none by WhatsApp', async () => {
    const me = await registerUser(t.app);
    await setSettings(me, { notifications: { email: false, whatsapp: false } });
    const id = (await notifyUser(t.app, me, { email: me.email, phone: me.phone }))!;
    expect((await deliveriesOf(t.app.ctx.db, id)).map((d) => d.channel)).toEqual(['push']);
  });

  it('a topic turned off: in-app only (the bell still counts it), no delivery, no job', async () => {
    const me = await registerUser(t.app);
    await setSettings(me, { notifications: { ceremonies: false } });
    const jobsBefore = (await deliverJobs(t.app.ctx.db)).length;
    const id = (await notifyUser(t.app, me, { type: 'shipped', email: me.email, phone: me.phone }))!;
    expect(await deliveriesOf(t.app.ctx.db, id)).toEqual([]);
    expect((await deliverJobs(t.app.ctx.db)).length).toBe(jobsBefore);
    expect((await list(me)).unread).toBe(1);
    // The reminders topic is its own: still on.
    const reminder = (await notifyUser(t.app, me, { type: 'consultation_reminder', email: me.email, phone: null }))!;
    expect((await deliveriesOf(t.app.ctx.db, reminder)).map((d) => d.channel).sort()).toEqual(['email', 'push']);
  });

  it('writes the texts in the language of the settings (Hindi), English otherwise', async () => {
    const me = await registerUser(t.app);
    await setSettings(me, { language: 'Hindi' });
    const id = (await notifyUser(t.app, me, {
      type: 'shipped',
      params: { title: 'प्रसाद', courier: 'India Post', tracking: 'TRK-1' },
    }))!;
    const row = await notificationRow(t.app.ctx.db, id);
    expect(row.language).toBe('hi');
    expect(row.title).toBe('आपका पार्सल रवाना हो गया है');
    expect(row.body).toBe('प्रसाद India Post से भेजा गया है। ट्रैकिंग नंबर TRK-1।');
    const guest = (await notifyUser(
      t.app,
      { id: null, email: 'guest@example.in' },
      { type: 'delivered', params: { title: 'Prasad' } },
    ))!;
    expect((await notificationRow(t.app.ctx.db, guest)).title).toBe('Delivered');
    // A guest is reached by e-mail and WhatsApp only.
    expect((await deliveriesOf(t.app.ctx.db, guest)).map((d) => d.channel)).toEqual(['email']);
  });

  it("a Hindi devotee's booking confirmation is in Hindi; Sanskrit reads Hindi; a guest gets the checkout's language", async () => {
    const me = await registerUser(t.app);
    await setSettings(me, { language: 'Hindi' });
    const id = (await notifyUser(t.app, me, {
      type: 'booking_confirmed',
      params: { title: 'रुद्राभिषेक', reference: 'SNK-1' },
      requestLanguage: 'en',
    }))!;
    const row = await notificationRow(t.app.ctx.db, id);
    expect(row.title).toBe('बुकिंग की पुष्टि हुई');
    expect(row.body).toBe('रुद्राभिषेक के लिए आपकी बुकिंग की पुष्टि हो गई है। संदर्भ SNK-1।');

    const sa = await registerUser(t.app);
    await setSettings(sa, { language: 'Sanskrit' });
    const sanskrit = (await notifyUser(t.app, sa, { type: 'booking_confirmed' }))!;
    expect((await notificationRow(t.app.ctx.db, sanskrit)).language).toBe('hi');

    const guest = { id: null, email: 'hindi-guest@example.in' };
    const hiGuest = (await notifyUser(t.app, guest, { type: 'booking_confirmed', requestLanguage: 'hi' }))!;
    expect((await notificationRow(t.app.ctx.db, hiGuest)).title).toBe('बुकिंग की पुष्टि हुई');
  });
});

const SUB = (n: number) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/test-${n}`,
  keys: { p256dh: `B${'q'.repeat(86)}`, auth: 'z'.repeat(22) },
});

describe('web push subscriptions', () => {
  it('GET /push/key answers the installation VAPID public key to anyone', async () => {
    const r = await call(t.app, 'GET', '/api/v1/push/key');
    expectStatus(r, 200);
    expect(r.body.data).toEqual({ publicKey: t.app.ctx.secrets.vapid.publicKey });
    expect(Buffer.from(t.app.ctx.secrets.vapid.publicKey, 'base64url')).toHaveLength(65);
  });

  it('subscribes and unsubscribes this browser for the session user; another user cannot remove it', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    expectStatus(await call(t.app, 'POST', '/api/v1/push/subscriptions', { token: me.token, body: SUB(1) }), 200);
    expectStatus(await call(t.app, 'POST', '/api/v1/push/subscriptions', { token: me.token, body: SUB(1) }), 200);
    const mine = () => t.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.id));
    expect(await mine()).toHaveLength(1);
    const theirs = await call(t.app, 'DELETE', '/api/v1/push/subscriptions', {
      token: other.token,
      body: { endpoint: SUB(1).endpoint },
    });
    expectStatus(theirs, 200);
    expect(theirs.body.data).toEqual({ removed: false });
    expect(await mine()).toHaveLength(1);
    const off = await call(t.app, 'DELETE', '/api/v1/push/subscriptions', {
      token: me.token,
      body: { endpoint: SUB(1).endpoint },
    });
    expect(off.body.data).toEqual({ removed: true });
    expect(await mine()).toHaveLength(0);
  });

  it('refuses (400, field message) an endpoint that is not https on a known push service, or bad keys', async () => {
    const me = await registerUser(t.app);
    const bad = [
      { ...SUB(2), endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
      { ...SUB(2), endpoint: 'https://127.0.0.1/push' },
      { ...SUB(2), endpoint: 'https://evil.example/fcm.googleapis.com' },
      { ...SUB(2), endpoint: `https://fcm.googleapis.com/${'x'.repeat(1000)}` },
      { ...SUB(2), keys: { p256dh: 'short', auth: 'z'.repeat(22) } },
      { ...SUB(2), keys: { p256dh: `B${'q'.repeat(86)}`, auth: 'x'.repeat(200) } },
      { endpoint: SUB(2).endpoint },
    ];
    for (const body of bad) {
      const r = await call(t.app, 'POST', '/api/v1/push/subscriptions', { token: me.token, body });
      expectStatus(r, 400);
      expect(r.body.code).toBeDefined();
    }
    const r = await call(t.app, 'POST', '/api/v1/push/subscriptions', { token: me.token, body: bad[1] });
    expect(r.body.errors?.endpoint).toBe(PUSH_ENDPOINT_MESSAGE);
    expectStatus(await call(t.app, 'POST', '/api/v1/push/subscriptions', { body: SUB(2) }), 401);
  });
});

describe('account data: export and erasure', () => {
  it('exports the notifications and push browsers, and deleting the account erases them', async () => {
    const me = await registerUser(t.app);
    const id = (await notifyUser(t.app, me, { email: me.email, phone: null }))!;
    expectStatus(await call(t.app, 'POST', '/api/v1/push/subscriptions', { token: me.token, body: SUB(3) }), 200);
    const r = await call(t.app, 'GET', `/api/v1/users/${me.id}/data-export`, { token: me.token });
    expectStatus(r, 200);
    const data = r.body.data as {
      notifications: Array<{ id: string; deliveries: unknown[] }>;
      pushSubscriptions: unknown[];
    };
    expect(data.notifications.map((n) => n.id)).toEqual([id]);
    expect(data.notifications[0]!.deliveries).toHaveLength(2);
    expect(data.pushSubscriptions).toEqual([{ endpoint: SUB(3).endpoint, createdAt: expect.any(String) }]);

    const del = await call(t.app, 'POST', `/api/v1/users/${me.id}/delete`, {
      token: me.token,
      body: { password: me.password },
    });
    expectStatus(del, 200);
    expect(await t.app.ctx.db.select().from(notifications).where(eq(notifications.id, id))).toEqual([]);
    expect(await t.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.id))).toEqual([]);
  });
});
