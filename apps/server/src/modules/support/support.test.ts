import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportThreadDetail, SupportThreadList } from '@sankalp/shared/api/admin-support';
import { auditLog, mailOutbox, supportThreads } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, freshIp, registerUser, type TestUser } from '../auth/auth.test-utils';
import { grant, makeStaff } from '../admin/admin.test-utils';
import { book, bookingRow, insertFixture } from '../bookings/bookings.test-utils';
import { SUPPORT_LIMITS } from './support.limits';
import { MESSAGE, sendMessage } from './support.test-utils';

let t: TestApp;
let admin: TestUser;
let operator: TestUser;
let devotee: TestUser;
const db = () => t.db.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeStaff(t, [grant('admin')]);
  operator = await makeStaff(t, [grant('operator')]);
  devotee = await registerUser(t.app);
});
afterAll(() => t.close());

const mailsFor = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, to));
const thread = async (id: string, token = operator.token) => {
  const r = await call(t.app, 'GET', `/api/v1/admin/support/${id}`, { token });
  expectStatus(r, 200);
  return (r.body.data as SupportThreadDetail).thread;
};

describe('POST /support/messages', () => {
  it('opens a thread with the message and e-mails the devotee an acknowledgement', async () => {
    const email = 'ack.one@example.in';
    const id = await sendMessage(t.app, { email: 'Ack.One@Example.in' });
    const th = await thread(id);
    expect(th).toMatchObject({
      name: 'Sita Sharma',
      email,
      phone: '+91 98765 43210',
      subject: 'Prasad delivery',
      status: 'open',
      source: 'contact',
      bookingRef: null,
      closedAt: null,
    });
    expect(th.messages).toEqual([
      { id: expect.any(String), from: 'devotee', body: MESSAGE.message, at: expect.any(String), staffName: null },
    ]);
    const mails = await mailsFor(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^We received your message \([0-9A-F]{8}\)$/);
    expect(mails[0]!.text).toContain('Namaste Sita Sharma');
    // The acknowledgement never echoes what was typed (no relay for arbitrary text).
    expect(mails[0]!.text).not.toContain('prasad reach Pune');
    expect(mails[0]!.text).not.toContain('Prasad delivery');
  });

  it('takes a message without phone or subject, and records a signed-in sender', async () => {
    const r = await call(t.app, 'POST', '/api/v1/support/messages', {
      token: devotee.token,
      body: { name: 'Gopal Das', email: 'gopal@example.in', message: 'Please call me about a puja.', source: 'help' },
    });
    expectStatus(r, 201);
    const id = (r.body.data as { thread: { id: string } }).thread.id;
    expect(await thread(id)).toMatchObject({ phone: null, subject: null, source: 'help' });
    const [row] = await db().select().from(supportThreads).where(eq(supportThreads.id, id));
    expect(row!.userId).toBe(devotee.id);
  });

  it('refuses bad input with the form’s own field messages', async () => {
    const r = await call(t.app, 'POST', '/api/v1/support/messages', {
      body: { name: ' ', email: 'sita@example', phone: '98765', message: 'help', source: 'contact' },
    });
    expectStatus(r, 400);
    expect(r.body.errors).toMatchObject({
      name: 'Full name is required',
      email: 'Please enter a valid email address',
      phone: 'Phone number must have at least 10 digits',
      message: 'Message must be at least 10 characters',
    });
    const noSource = await call(t.app, 'POST', '/api/v1/support/messages', { body: { ...MESSAGE, source: 'fax' } });
    expectStatus(noSource, 400);
    expect(noSource.body.errors).toMatchObject({ source: 'source must be one of contact, help' });
  });

  it('links the thread to a booking whose reference the message names', async () => {
    const fx = await insertFixture(db(), new Date());
    const created = await book(t.app, fx);
    const { reference } = await bookingRow(db(), created.booking._id);
    const typed = reference.toLowerCase().replace(/-/g, ' '); // as read out on the phone: "snk 7h3k 92"
    const id = await sendMessage(t.app, {
      message: `My booking ${typed} shows no video yet. SNK-2222-22 is my old one.`,
    });
    const th = await thread(id);
    expect(th.bookingRef).toEqual({ kind: 'puja_booking', id: created.booking._id, reference });
    // …also in the list, and a reference nobody holds links nothing.
    const other = await sendMessage(t.app, { message: 'What about SNK-2222-22 please?' });
    expect((await thread(other)).bookingRef).toBeNull();
  });

  it('is rate-limited per recipient and per client IP', async () => {
    const email = 'flood@example.in';
    for (let i = 0; i < SUPPORT_LIMITS.email.limit; i++) await sendMessage(t.app, { email });
    const r = await call(t.app, 'POST', '/api/v1/support/messages', { body: { ...MESSAGE, email }, ip: freshIp() });
    expectStatus(r, 429);
    expect(r.body.code).toBe('rate_limited');
    expect(await mailsFor(email)).toHaveLength(SUPPORT_LIMITS.email.limit);

    const ip = freshIp();
    for (let i = 0; i < SUPPORT_LIMITS.ip.limit; i++) {
      const ok = await call(t.app, 'POST', '/api/v1/support/messages', {
        body: { ...MESSAGE, email: `ip${i}@example.in` },
        ip,
      });
      expectStatus(ok, 201);
    }
    const over = await call(t.app, 'POST', '/api/v1/support/messages', {
      body: { ...MESSAGE, email: 'ipx@example.in' },
      ip,
    });
    expectStatus(over, 429);
  });
});

describe('the console inbox', () => {
  it('lists threads by status, latest first, with a snippet of the latest message', async () => {
    const id = await sendMessage(t.app, {
      email: 'list@example.in',
      message: `A long question. ${'Om namah shivaya. '.repeat(20)}`,
    });
    const r = await call(t.app, 'GET', '/api/v1/admin/support?status=open', { token: admin.token });
    expectStatus(r, 200);
    const list = r.body.data as SupportThreadList;
    expect(list.items[0]).toMatchObject({ id, email: 'list@example.in', status: 'open', bookingRef: null });
    expect(list.items[0]!.snippet.length).toBeLessThanOrEqual(140);
    expect(list.items[0]!.snippet.endsWith('…')).toBe(true);
    expect(list.total).toBeGreaterThanOrEqual(list.items.length);
    const closed = await call(t.app, 'GET', '/api/v1/admin/support?status=closed', { token: admin.token });
    expect((closed.body.data as SupportThreadList).items.every((i) => i.status === 'closed')).toBe(true);
    expectStatus(await call(t.app, 'GET', '/api/v1/admin/support?status=spam', { token: admin.token }), 400);
  });

  it('replies by e-mail, records the reply with the staff name, and audits it', async () => {
    const email = 'reply@example.in';
    const id = await sendMessage(t.app, { email });
    const body = 'Namaste,\nyour prasad left Varanasi today.\n\nSeva team';
    const r = await call(t.app, 'POST', `/api/v1/admin/support/${id}/reply`, { token: operator.token, body: { body } });
    expectStatus(r, 201);
    const th = await thread(id);
    expect(th.messages.map((m) => [m.from, m.staffName])).toEqual([
      ['devotee', null],
      ['staff', operator.fullName],
    ]);
    expect(th.messages[1]!.body).toBe(body);
    expect(th.snippet).toBe('Namaste, your prasad left Varanasi today. Seva team');
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), like(mailOutbox.dedupeKey, 'support-reply:%')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Re: Prasad delivery \(/);
    expect(mails[0]!.text).toContain('your prasad left Varanasi today.');
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.action, 'support.reply')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(operator.id);
  });

  it('closes a thread (audited once), after which it takes no reply', async () => {
    const id = await sendMessage(t.app, { email: 'close@example.in' });
    const r = await call(t.app, 'POST', `/api/v1/admin/support/${id}/close`, { token: admin.token });
    expectStatus(r, 200);
    expect(r.body.data).toEqual({ thread: { id, status: 'closed' } });
    expectStatus(await call(t.app, 'POST', `/api/v1/admin/support/${id}/close`, { token: admin.token }), 200);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.action, 'support.close')));
    expect(audits).toHaveLength(1);
    expect((await thread(id)).closedAt).not.toBeNull();
    const late = await call(t.app, 'POST', `/api/v1/admin/support/${id}/reply`, {
      token: admin.token,
      body: { body: 'One more thing.' },
    });
    expectStatus(late, 409);
  });

  it('answers 404 for an unknown thread and 400 for an empty reply or a bad id', async () => {
    const nobody = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
    expectStatus(await call(t.app, 'GET', `/api/v1/admin/support/${nobody}`, { token: admin.token }), 404);
    expectStatus(await call(t.app, 'POST', `/api/v1/admin/support/${nobody}/close`, { token: admin.token }), 404);
    expectStatus(await call(t.app, 'GET', '/api/v1/admin/support/not-a-uuid', { token: admin.token }), 400);
    const id = await sendMessage(t.app, { email: 'empty@example.in' });
    const r = await call(t.app, 'POST', `/api/v1/admin/support/${id}/reply`, {
      token: admin.token,
      body: { body: '   ' },
    });
    expectStatus(r, 400);
    expect(r.body.errors).toEqual({ body: 'Reply is required' });
  });

  it('is for admins and operators: a devotee 403, a guest 401, temple staff 403', async () => {
    expectStatus(await call(t.app, 'GET', '/api/v1/admin/support', { token: devotee.token }), 403);
    expectStatus(await call(t.app, 'GET', '/api/v1/admin/support'), 401);
    const temple = await makeStaff(t, [grant('temple_staff', { templeId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' })]);
    expectStatus(await call(t.app, 'GET', '/api/v1/admin/support', { token: temple.token }), 403);
  });
});

describe("the support e-mails in the thread's language", () => {
  const hindi = { 'accept-language': 'hi-IN,hi;q=0.9' };
  /** Posts a staff reply and answers its e-mail. */
  const replyMail = async (id: string) => {
    const body = 'Namaste, your prasad left Varanasi today.';
    const r = await call(t.app, 'POST', `/api/v1/admin/support/${id}/reply`, { token: operator.token, body: { body } });
    expectStatus(r, 201);
    const messageId = (r.body.data as { message: { id: string } }).message.id;
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `support-reply:${messageId}`));
    expect(mail!.text).toContain(body); // the staff's own words, as written
    return mail!;
  };
  const ref = (id: string) => id.slice(0, 8).toUpperCase();

  it('answers a guest who wrote in Hindi in Hindi: the thread keeps the language it was opened in', async () => {
    const id = await sendMessage(t.app, { email: 'hindi.guest@example.in' }, { headers: hindi });
    const [row] = await db().select().from(supportThreads).where(eq(supportThreads.id, id));
    expect(row!.language).toBe('hi');
    const mail = await replyMail(id);
    expect(mail.subject).toBe(`Re: Prasad delivery (${ref(id)})`);
    expect(mail.text.split('\n')[0]).toBe('नमस्ते Sita Sharma जी,');
    expect(mail.text).toContain('Sankalp सेवा टीम');
    expect(mail.text.endsWith(`संदर्भ: ${ref(id)}`)).toBe(true);
    expect(mail.html).toContain('<p>नमस्ते Sita Sharma जी,</p>');
    expect(mail.text).not.toMatch(/Namaste Sita|Reference:|Seva team/);

    const untitled = await sendMessage(
      t.app,
      { email: 'hindi.guest2@example.in', subject: undefined },
      { headers: hindi },
    );
    expect((await replyMail(untitled)).subject).toBe(`Re: Sankalp को आपका संदेश (${ref(untitled)})`);
  });

  it("answers a signed-in devotee in their saved settings' language, whatever the form was sent in", async () => {
    const u = await registerUser(t.app);
    const settings = (language: string) =>
      call(t.app, 'PUT', `/api/v1/users/${u.id}/settings`, { token: u.token, body: { language } });
    expectStatus(await settings('Hindi'), 200);
    const id = await sendMessage(t.app, { email: u.email }, { token: u.token });
    expect((await replyMail(id)).text.split('\n')[0]).toBe('नमस्ते Sita Sharma जी,');

    expectStatus(await settings('English'), 200);
    const english = await replyMail(id);
    expect(english.subject).toBe(`Re: Prasad delivery (${ref(id)})`);
    expect(english.text.split('\n')[0]).toBe('Namaste Sita Sharma,');
    expect(english.text.endsWith(`Reference: ${ref(id)}`)).toBe(true);
  });
});
