/**
 * What console edits reach beyond the catalog (issue 14): a pandit's own availability drives the
 * consultation free times; an edit of a booked puja never changes what the booking recorded.
 */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PanditAvailability } from '@sankalp/shared/api/pandit-bookings';
import { auditLog, pandits } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, expectStatus, type Reply, type TestUser } from '../../auth/auth.test-utils';
import { book, insertFixture, verify } from '../../bookings/bookings.test-utils';
import { paidCheckout } from '../../payments/payments.test-utils';
import { grant, makeStaff } from '../admin.test-utils';

let t: TestApp;
let operator: TestUser;
let panditUser: TestUser;
let panditA: string;
let panditB: string;

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = await t.db.db.select().from(pandits).orderBy(asc(pandits.sort)).limit(2);
  panditA = a!.id;
  panditB = b!.id;
  operator = await makeStaff(t, [grant('operator')]);
  panditUser = await makeStaff(t, [grant('pandit', { panditId: panditA })]);
});
afterAll(() => t.close());

/** An IST date `weeks` weeks ahead that falls on `weekday` (0 = Sunday). */
function dateAhead(weeks: number, weekday: number): string {
  const d = new Date(Date.now() + weeks * 7 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((weekday - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}

const freeOn = async (panditId: string, date: string) => {
  const r = await call(t.app, 'GET', `/api/v1/pandits/${panditId}/availability?date=${date}`);
  expectStatus(r, 200);
  return (r.body.data as PanditAvailability).free.map((f) => `${f.from.slice(11, 16)}-${f.to.slice(11, 16)}`);
};

describe('a pandit’s own availability', () => {
  it('changes the consultation free times at once; another pandit’s is 404', async () => {
    const monday = dateAhead(2, 1);
    const nextMonday = dateAhead(3, 1);
    const url = `/api/v1/admin/pandits/${panditA}/availability`;
    const before = await call(t.app, 'GET', url, { token: panditUser.token });
    expectStatus(before, 200);

    const weeklyHours = [[], [{ from: '09:00', to: '11:00' }], [], [], [], [], []];
    const r = await call(t.app, 'PUT', url, { token: panditUser.token, body: { weeklyHours, daysOff: [nextMonday] } });
    expectStatus(r, 200);
    expect((r.body.data as { availability: { daysOff: string[] } }).availability.daysOff).toEqual([nextMonday]);
    expect(await freeOn(panditA, monday)).toEqual(['09:00-11:00']);
    expect(await freeOn(panditA, nextMonday)).toEqual([]);

    // A consultation asked for on the day off is refused like one outside the hours.
    const booking = await call(t.app, 'POST', '/api/v1/pandit-bookings', {
      body: {
        panditId: panditA,
        serviceType: 'Astro',
        customerName: 'Ramesh Kumar',
        customerEmail: 'ramesh@example.in',
        customerPhone: '9876543210',
        preferredTime: { from: `${nextMonday}T09:00:00+05:30`, to: `${nextMonday}T09:30:00+05:30` },
      },
    });
    expect(booking.status).toBe(400);

    const other = await call(t.app, 'PUT', `/api/v1/admin/pandits/${panditB}/availability`, {
      token: panditUser.token,
      body: { weeklyHours, daysOff: [] },
    });
    expectStatus(other, 404);
    expectStatus(
      await call(t.app, 'GET', `/api/v1/admin/pandits/${panditB}/availability`, { token: panditUser.token }),
      404,
    );
    // Pandits reach only their availability, not the catalog.
    expectStatus(
      await call(t.app, 'GET', `/api/v1/admin/catalog/pandits/${panditA}`, { token: panditUser.token }),
      403,
    );

    const [entry] = (await t.db.db.select().from(auditLog)).filter((a) => a.action === 'catalog.pandit.availability');
    expect(entry).toMatchObject({ actorId: panditUser.id, objectId: panditA });
    expect((entry!.after as { daysOff: string[] }).daysOff).toEqual([nextMonday]);
  });

  it('refuses overlapping intervals, a bad time and a missing day with field messages', async () => {
    const url = `/api/v1/admin/pandits/${panditA}/availability`;
    const put = (body: unknown) => call(t.app, 'PUT', url, { token: panditUser.token, body });
    const week = (monday: unknown[]) => [[], monday, [], [], [], [], []];
    const msgs = (r: Reply) => Object.values(r.body.errors ?? {});
    let r = await put({
      weeklyHours: week([
        { from: '09:00', to: '11:00' },
        { from: '10:00', to: '12:00' },
      ]),
    });
    expectStatus(r, 400);
    expect(msgs(r)).toContain('Intervals of a day must not overlap');
    r = await put({ weeklyHours: week([{ from: '9am', to: '11:00' }]) });
    expect(msgs(r)).toContain('From must be a time such as 09:30');
    r = await put({ weeklyHours: week([{ from: '11:00', to: '10:00' }]) });
    expect(msgs(r)).toContain('To must be after From');
    r = await put({ weeklyHours: [[]] });
    expect(msgs(r)).toContain('Give the hours of all seven days, Sunday first');
    r = await put({ weeklyHours: week([]), daysOff: ['25-12-2026'] });
    expect(msgs(r)).toContain('A day off is a date such as 2026-12-25');
  });
});

describe('edits never change what a paid booking recorded', () => {
  it('a booked puja’s new title, date and price leave the booking as it was paid', async () => {
    const fx = await insertFixture(t.db.db, new Date());
    const created = await book(t.app, fx);
    expectStatus(await verify(t.app, created.booking._id, await paidCheckout(t.app, created.order.id)), 200);
    const readBooking = async () => {
      const r = await call(t.app, 'GET', `/api/v1/poojabooking/${created.booking._id}?key=${created.accessKey}`);
      expectStatus(r, 200);
      return (r.body.data as { booking: unknown }).booking as {
        payment_status: string;
        amount_total: number;
        package_price: number;
        puja_date: string;
        puja: { title: string; startTime: string; slug: string };
        package: { thumbnailTitle: string; price: number };
      };
    };
    const paid = await readBooking();
    expect(paid.payment_status).toBe('completed');

    const url = `/api/v1/admin/catalog/pujas/${fx.pujaId}`;
    const item = (await call(t.app, 'GET', url, { token: operator.token })).body.data as {
      item: Record<string, unknown> & { packages: Array<Record<string, unknown>>; startTime: string; endTime: string };
    };
    const { id: _i, status: _s, updatedAt: _u, createdAt: _c, ...form } = item.item;
    const later = (iso: string) => new Date(Date.parse(iso) + 86_400_000).toISOString();
    const edited = await call(t.app, 'PUT', url, {
      token: operator.token,
      body: {
        ...form,
        title: 'Maha Rudrabhishek Puja',
        startTime: later(item.item.startTime),
        endTime: later(item.item.endTime),
        packages: item.item.packages.map((k) => ({
          ...k,
          price: 9999,
          thumbnailTitle: `${String(k.thumbnailTitle)} Plus`,
        })),
      },
    });
    expectStatus(edited, 200);

    const after = await readBooking();
    // Everything as paid; only the link to the puja's page (its slug) follows the new title.
    const unlinked = (b: typeof paid) => ({ ...b, puja: { ...b.puja, slug: null } });
    expect(unlinked(after)).toEqual(unlinked(paid));
    expect((after.puja as { slug?: string }).slug).toBe('maha-rudrabhishek-puja');
    expect(after.puja.title).toBe('Rudrabhishek Puja');
    expect(after.package).toMatchObject({ thumbnailTitle: 'Family', price: 2001 });
    expect(after.amount_total).toBe(2001);
    // The public puja shows the edit.
    const pub = await call(t.app, 'GET', `/api/v1/pujas/${fx.pujaId}`);
    expect((pub.body.data as { title: string }).title).toBe('Maha Rudrabhishek Puja');

    // A package a booking names cannot be removed (it stays editable).
    const removed = await call(t.app, 'PUT', url, {
      token: operator.token,
      body: {
        ...form,
        title: 'Maha Rudrabhishek Puja',
        packages: item.item.packages.filter((k) => k.thumbnailTitle !== 'Family'),
      },
    });
    expectStatus(removed, 409);
    expect(removed.body.code).toBe('in_use');
  });
});
