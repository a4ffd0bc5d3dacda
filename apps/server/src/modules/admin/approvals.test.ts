/**
 * Temple approval of listings (issue 14, B9): who may approve, what the public reads show, that an
 * unapproved listing (or one whose price or date changed since) cannot be booked, the audit
 * entry, the staff list by approval state, and the demo seed's one puja awaiting approval.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalList } from '@sankalp/shared/api/admin-approval';
import type { ChadhavaEvent, Puja, PujaDetail } from '@sankalp/shared/api/catalog';
import { auditLog, chadhavaEvents, listingApprovals, pujaPackages, temples } from '../../db/schema/index';
import { AWAITING_APPROVAL_PUJA, DEMO_APPROVAL_REASON } from '../../db/seed/approvals';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, DAY, expectStatus, type Reply } from '../auth/auth.test-utils';
import { bookingBody, insertFixture, saveSankalp, type Fixture } from '../bookings/bookings.test-utils';
import { createBooking as createEventBooking, insertEvent } from '../chadhava/chadhava.test-utils';
import { grant, makeStaff, type TwoFactorUser } from './admin.test-utils';
import { invalidateCatalogCache } from '../catalog/catalog.service';
import { approveAsDemoStaff } from './approvals.service';

let t: TestApp;
let templeA: string;
let templeB: string;
let admin: TwoFactorUser;
let operator: TwoFactorUser;
let staffA: TwoFactorUser;
let staffB: TwoFactorUser;

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = await t.db.db.select().from(temples).orderBy(asc(temples.createdAt)).limit(2);
  templeA = a!.id;
  templeB = b!.id;
  admin = await makeStaff(t, [grant('admin')]);
  operator = await makeStaff(t, [grant('operator')]);
  staffA = await makeStaff(t, [grant('temple_staff', { templeId: templeA })]);
  staffB = await makeStaff(t, [grant('temple_staff', { templeId: templeB })]);
});
afterAll(() => t.close());

const approve = (kind: 'pujas' | 'events', id: string, token: string, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `/api/v1/admin/${kind}/${id}/approval`, { token, body });
const getPuja = async (id: string) => (await call(t.app, 'GET', `/api/v1/pujas/${id}`)).body.data as PujaDetail;
const allPujas = async () => (await call(t.app, 'GET', '/api/v1/pujas/all')).body.data as Puja[];
const getEvent = async (id: string) =>
  ((await call(t.app, 'GET', `/api/v1/chadhava-events/${id}`)).body.data as { event: ChadhavaEvent }).event;
const listApprovals = async (token: string, query = '') => {
  const r = await call(t.app, 'GET', `/api/v1/admin/approvals${query}`, { token });
  expectStatus(r, 200);
  return r.body.data as ApprovalList;
};

/** Books the fixture's family package at `amount` rupees (sankalp first). */
async function bookPuja(fx: Fixture, amount: number): Promise<Reply> {
  const sankalpId = await saveSankalp(t.app, fx);
  return call(t.app, 'POST', '/api/v1/poojabooking/', { body: bookingBody(fx, sankalpId, { amount }) });
}

/** Sets the fixture's family package price (rupees) directly, as any code path might. */
/** A price change written straight to the database, so it drops the catalog cache as a console edit would. */
const setFamilyPrice = async (fx: Fixture, rupees: number) => {
  await t.db.db
    .update(pujaPackages)
    .set({ pricePaise: rupees * 100 })
    .where(eq(pujaPackages.id, fx.family));
  invalidateCatalogCache(t.db.db);
};

describe('the demo seed', () => {
  it('approves every demo puja and event but one, which awaits its temple', async () => {
    const pujas = await allPujas();
    const awaiting = pujas.filter((p) => p.approval === null);
    expect(awaiting.map((p) => p.title)).toEqual([AWAITING_APPROVAL_PUJA]);
    for (const p of pujas.filter((x) => x.approval))
      expect(p.approval).toEqual({ temple: p.temple.name, approvedAt: expect.any(String), note: null });
    const events = (
      (await call(t.app, 'GET', '/api/v1/chadhava-events/upcoming')).body.data as { events: ChadhavaEvent[] }
    ).events;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.approval?.temple === e.temple.name)).toBe(true);
    // No demo temple has a staff account when seeding: the seed approves on their behalf, saying why.
    const [row] = await t.db.db.select().from(listingApprovals).limit(1);
    expect(row).toMatchObject({ approvedByLabel: 'demo-seed', approvedByRole: 'admin', reason: DEMO_APPROVAL_REASON });
  });
});

describe('POST /admin/pujas/{id}/approval', () => {
  it('a changed price withdraws the approval: the reads say so, booking is 409, until the temple approves again', async () => {
    const fx = await insertFixture(t.db.db, new Date());
    expect((await getPuja(fx.pujaId)).approval).not.toBeNull();
    await allPujas(); // cached list, to see it refreshed below

    await setFamilyPrice(fx, 2501);
    expect((await getPuja(fx.pujaId)).approval).toBeNull();
    const refused = await bookPuja(fx, 2501);
    expectStatus(refused, 409);
    expect(refused.body.code).toBe('listing_unapproved');
    expect(refused.body.message).toMatch(/awaits its temple’s confirmation/);

    // The fixture's temple gets a staff account, who approves with a note.
    const templeId = (await getPuja(fx.pujaId)).temple._id;
    const staff = await makeStaff(t, [grant('temple_staff', { templeId })]);
    const r = await approve('pujas', fx.pujaId, staff.token, { note: '  Performed by our own pandits.  ' });
    expectStatus(r, 201);
    const approval = (r.body.data as { approval: Puja['approval'] }).approval;
    expect(approval).toEqual({
      temple: 'Kashi Vishwanath',
      approvedAt: expect.any(String),
      note: 'Performed by our own pandits.',
    });

    expect((await getPuja(fx.pujaId)).approval).toEqual(approval);
    expect((await allPujas()).find((p) => p._id === fx.pujaId)?.approval).toEqual(approval);
    expectStatus(await bookPuja(fx, 2501), 201);

    const [entry] = await t.db.db.select().from(auditLog).where(eq(auditLog.objectId, fx.pujaId));
    expect(entry).toMatchObject({
      actorId: staff.id,
      actorRoles: ['temple_staff'],
      action: 'puja.approve',
      objectType: 'puja',
      before: { approval: null, changedSinceApproval: true },
      after: {
        approval: { note: 'Performed by our own pandits.', reason: null, role: 'temple_staff' },
        terms: { price: 851, fingerprint: expect.any(String) },
      },
    });
  });

  it('another temple’s staff get 404, an operator 403, and nothing is recorded', async () => {
    const fx = await insertFixture(t.db.db, new Date());
    const before = await t.db.db.select().from(listingApprovals).where(eq(listingApprovals.listingId, fx.pujaId));
    const other = await approve('pujas', fx.pujaId, staffB.token);
    expectStatus(other, 404);
    expect(other.body.code).toBe('not_found');
    expectStatus(await approve('pujas', fx.pujaId, operator.token), 403);
    expectStatus(await approve('pujas', '00000000-0000-4000-8000-000000000000', admin.token), 404);
    const after = await t.db.db.select().from(listingApprovals).where(eq(listingApprovals.listingId, fx.pujaId));
    expect(after).toHaveLength(before.length);
  });

  it('an admin approves only for a temple without staff, and must give a reason', async () => {
    const fx = await insertFixture(t.db.db, new Date());
    await setFamilyPrice(fx, 2101);
    const noReason = await approve('pujas', fx.pujaId, admin.token, { note: 'Confirmed by phone' });
    expectStatus(noReason, 400);
    expect(noReason.body.errors).toHaveProperty('reason');
    const tooLong = await approve('pujas', fx.pujaId, admin.token, { reason: 'x'.repeat(501) });
    expectStatus(tooLong, 400);
    expect(tooLong.body.errors).toHaveProperty('reason');
    expect((await getPuja(fx.pujaId)).approval).toBeNull();

    const ok = await approve('pujas', fx.pujaId, admin.token, { reason: 'The temple confirmed by phone on 21 Nov' });
    expectStatus(ok, 201);
    const rows = await t.db.db.select().from(listingApprovals).where(eq(listingApprovals.listingId, fx.pujaId));
    expect(rows.at(-1)).toMatchObject({
      approvedBy: admin.id,
      approvedByRole: 'admin',
      reason: 'The temple confirmed by phone on 21 Nov',
    });
    expectStatus(await bookPuja(fx, 2101), 201);

    // Temple A has a staff account: an admin may not approve in its name, reason or not.
    const [pujaOfA] = (await allPujas()).filter((p) => p.temple._id === templeA);
    const refused = await approve('pujas', pujaOfA!._id, admin.token, { reason: 'Because' });
    expectStatus(refused, 409);
    expect(refused.body.code).toBe('temple_has_staff');
  });
});

describe('POST /admin/events/{id}/approval', () => {
  it('a changed date withdraws an event’s approval; booking is 409 until it is approved again', async () => {
    const fx = await insertEvent(t.db.db, new Date(), { basePrice: 0 });
    expect((await getEvent(fx.eventId)).approval).not.toBeNull();
    expectStatus(await createEventBooking(t.app, fx), 201);

    const [row] = await t.db.db.select().from(chadhavaEvents).where(eq(chadhavaEvents.id, fx.eventId));
    await t.db.db
      .update(chadhavaEvents)
      .set({ date: new Date(row!.date.getTime() + DAY) })
      .where(eq(chadhavaEvents.id, fx.eventId));
    invalidateCatalogCache(t.db.db); // as the console's edit would
    expect((await getEvent(fx.eventId)).approval).toBeNull();
    const refused = await createEventBooking(t.app, fx);
    expectStatus(refused, 409);
    expect(refused.body.code).toBe('listing_unapproved');

    const r = await approve('events', fx.eventId, admin.token, {
      reason: 'Temple has no account yet',
      note: 'Jai Bhole',
    });
    expectStatus(r, 201);
    expect((await getEvent(fx.eventId)).approval).toMatchObject({ note: 'Jai Bhole' });
    const [entry] = await t.db.db.select().from(auditLog).where(eq(auditLog.objectId, fx.eventId));
    expect(entry).toMatchObject({ action: 'event.approve', objectType: 'event', actorId: admin.id });
    expectStatus(await createEventBooking(t.app, fx), 201);
  });
});

describe('GET /admin/approvals', () => {
  it('lists pujas and events by approval state, temple staff only their temple’s', async () => {
    const all = await listApprovals(admin.token);
    expect(all.total).toBe(all.items.length);
    const awaiting = all.items.find((i) => i.title === AWAITING_APPROVAL_PUJA);
    expect(awaiting).toMatchObject({
      kind: 'puja',
      approval: null,
      changedSinceApproval: false,
      price: expect.any(Number),
    });
    expect(all.items.some((i) => i.kind === 'event')).toBe(true);
    // Awaiting approval first.
    const firstApproved = all.items.findIndex((i) => i.approval);
    expect(all.items.slice(firstApproved).every((i) => i.approval)).toBe(true);

    const pending = await listApprovals(operator.token, '?status=pending');
    expect(pending.items.every((i) => i.approval === null)).toBe(true);
    expect(pending.items.map((i) => i.title)).toContain(AWAITING_APPROVAL_PUJA);
    const approved = await listApprovals(operator.token, '?status=approved');
    expect(approved.items.every((i) => i.approval !== null)).toBe(true);

    const mine = await listApprovals(staffA.token);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((i) => i.temple.id === templeA)).toBe(true);

    expectStatus(await call(t.app, 'GET', '/api/v1/admin/approvals?status=nope', { token: admin.token }), 400);
  });

  it('marks a listing whose terms changed since its approval', async () => {
    const fx = await insertFixture(t.db.db, new Date());
    await setFamilyPrice(fx, 3001);
    const item = (await listApprovals(admin.token, '?status=pending')).items.find((i) => i.id === fx.pujaId);
    expect(item).toMatchObject({ approval: null, changedSinceApproval: true, price: 851 });
  });
});

describe('the demo temple staff account', () => {
  it('re-approves its temple’s approved listings in its own name, leaving any awaiting one awaiting', async () => {
    const ctx = { db: t.db.db, now: () => new Date() };
    const awaitingTemple = (await allPujas()).find((p) => p.title === AWAITING_APPROVAL_PUJA)!.temple._id;
    expect(await approveAsDemoStaff(ctx, staffB.id, awaitingTemple)).toBeGreaterThanOrEqual(0);
    expect((await allPujas()).find((p) => p.title === AWAITING_APPROVAL_PUJA)?.approval).toBeNull();

    const made = await approveAsDemoStaff(ctx, staffA.id, templeA);
    expect(made).toBeGreaterThan(0);
    const rows = await t.db.db.select().from(listingApprovals).where(eq(listingApprovals.approvedBy, staffA.id));
    expect(rows).toHaveLength(made);
    expect(rows.every((r) => r.templeId === templeA && r.approvedByRole === 'temple_staff')).toBe(true);
    expect((await allPujas()).filter((p) => p.temple._id === templeA).every((p) => p.approval)).toBe(true);
  });
});
