/**
 * GET /api/v1/admin/users (issue 14, the console's "Users & roles"): find an account by e-mail,
 * phone, name or id, filter by role, page; deleted accounts never appear; bad queries are 400.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserPage } from '@sankalp/shared/api/admin';
import { temples, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createStaffAccount } from '../auth/auth.service';
import { call, expectStatus, registerUser, type TestUser } from '../auth/auth.test-utils';
import { grant, makeStaff, type TwoFactorUser } from './admin.test-utils';
import { userSearchTerm } from './users-search.term';

let t: TestApp;
let admin: TwoFactorUser;
let asha: TestUser;
let ravi: TwoFactorUser;
let temple: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  temple = (await t.db.db.select().from(temples).orderBy(asc(temples.createdAt)).limit(1))[0]!;
  admin = await makeStaff(t, [grant('admin')]);
  asha = await registerUser(t.app, {
    fullName: 'Asha Kulkarni',
    email: 'asha.kulkarni@example.in',
    phone: '9812300001',
  });
  ravi = await makeStaff(t, [grant('operator'), grant('temple_staff', { templeId: temple.id })]);
});
afterAll(() => t.close());

async function search(query: string): Promise<AdminUserPage> {
  const r = await call(t.app, 'GET', `/api/v1/admin/users${query}`, { token: admin.token });
  expectStatus(r, 200);
  return r.body.data as AdminUserPage;
}
const ids = (p: AdminUserPage) => p.items.map((u) => u.id);

describe('GET /admin/users: search', () => {
  it('finds by e-mail, exact (any case) or its start', async () => {
    for (const q of ['ASHA.Kulkarni@example.in', 'asha.kulkarni@', 'asha.kulk']) {
      expect(ids(await search(`?q=${encodeURIComponent(q)}`)), q).toEqual([asha.id]);
    }
  });

  it('finds by phone, however typed, or by part of its digits', async () => {
    for (const q of ['+91 98123 00001', '9812300001', '09812300001', '919812300001', '00001']) {
      expect(ids(await search(`?q=${encodeURIComponent(q)}`)), q).toEqual([asha.id]);
    }
  });

  it('finds by a case-insensitive part of the name, and by id', async () => {
    expect(ids(await search('?q=KULKARNI'))).toEqual([asha.id]);
    expect(ids(await search('?q=sha%20kul'))).toEqual([asha.id]);
    expect(ids(await search(`?q=${ravi.id.toUpperCase()}`))).toEqual([ravi.id]);
  });

  it('shows no phone for a staff account made without one, and never matches its placeholder', async () => {
    const made = await createStaffAccount(
      t.db.db,
      { email: 'no.phone@example.in', password: 'Kamandal-Rudraksh-27', fullName: 'Phoneless Staff' },
      new Date(),
    );
    const [u] = (await search('?q=phoneless')).items;
    expect(u).toMatchObject({ id: made.id, phone: null });
    const [row] = await t.db.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, made.id));
    expect(row!.phone).toMatch(/^00\d{13}$/);
    expect((await search(`?q=${row!.phone.slice(2, 9)}`)).total).toBe(0);
  });

  it('takes % and _ literally', async () => {
    expect((await search('?q=%25')).total).toBe(0);
    expect((await search('?q=_')).total).toBe(0);
  });

  it('answers the account with its roles (scope named) and two-factor state', async () => {
    const page = await search(`?q=${encodeURIComponent(ravi.email)}`);
    expect(page.total).toBe(1);
    const [u] = page.items;
    expect(u).toMatchObject({ id: ravi.id, email: ravi.email, fullName: ravi.fullName, twoFactorEnabled: true });
    expect(u!.phone).toMatch(/^\+91\d{10}$/);
    expect(u!.roles.map((g) => g.role)).toEqual(['operator', 'temple_staff']);
    expect(u!.roles[1]).toMatchObject({ templeId: temple.id, temple: { id: temple.id, name: temple.name } });
    const a = (await search('?q=asha')).items[0]!;
    expect(a).toMatchObject({ twoFactorEnabled: false, roles: [], phone: '+919812300001' });
  });
});

describe('GET /admin/users: role filter and paging', () => {
  it('lists only the holders of a role', async () => {
    const staff = await search('?role=temple_staff');
    expect(ids(staff)).toEqual([ravi.id]);
    const admins = await search('?role=admin');
    expect(ids(admins)).toContain(admin.id);
    expect(ids(admins)).not.toContain(ravi.id);
    expect((await search('?role=pandit&q=asha')).total).toBe(0);
    expect(ids(await search(`?role=operator&q=${encodeURIComponent(ravi.email)}`))).toEqual([ravi.id]);
  });

  it('pages newest first, with the total of every match', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await registerUser(t.app, { fullName: 'Pagetest Member' })).id);
    const first = await search('?q=pagetest&limit=2');
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(2);
    const second = await search('?q=pagetest&limit=2&offset=2');
    expect(second.total).toBe(3);
    expect(second.items).toHaveLength(1);
    expect([...ids(first), ...ids(second)].sort()).toEqual([...made].sort());
    const times = [...first.items, ...second.items].map((u) => u.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('never shows a deleted account', async () => {
    const gone = await registerUser(t.app, { fullName: 'Gone Devotee', email: 'gone.devotee@example.in' });
    expect(ids(await search('?q=gone%20devotee'))).toEqual([gone.id]);
    const d = await call(t.app, 'POST', `/api/v1/users/${gone.id}/delete`, {
      token: gone.token,
      body: { password: gone.password },
    });
    expectStatus(d, 200);
    expect((await search('?q=gone%20devotee')).total).toBe(0);
    expect((await search(`?q=${gone.id}`)).total).toBe(0);
    expect(ids(await search('?limit=100'))).not.toContain(gone.id);
  });
});

describe('GET /admin/users: bad queries', () => {
  it.each([
    ['?q=%07bell', 'q'],
    [`?q=${'a'.repeat(101)}`, 'q'],
    ['?role=superuser', 'role'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?offset=-1', 'offset'],
  ])('%s → 400 naming %s', async (query, field) => {
    const r = await call(t.app, 'GET', `/api/v1/admin/users${query}`, { token: admin.token });
    expectStatus(r, 400);
    expect(Object.keys(r.body.errors ?? {})).toContain(field);
  });

  it('is for admins only', async () => {
    const operator = await makeStaff(t, [grant('operator')]);
    expectStatus(await call(t.app, 'GET', '/api/v1/admin/users', { token: operator.token }), 403);
    expectStatus(await call(t.app, 'GET', '/api/v1/admin/users'), 401);
  });
});

describe('userSearchTerm', () => {
  it('reads the shape of the search', () => {
    expect(userSearchTerm('A@B.in')).toEqual({ by: 'email', prefix: 'a@b.in' });
    expect(userSearchTerm('+91 98765-43210')).toEqual({ by: 'phone', value: '919876543210' });
    expect(userSearchTerm('0091 98765 43210')).toEqual({ by: 'phone', value: '919876543210' });
    expect(userSearchTerm('4321')).toEqual({ by: 'phoneDigits', digits: '4321' });
    expect(userSearchTerm('123')).toMatchObject({ by: 'nameOrEmail', name: '123' });
    expect(userSearchTerm('Ravi')).toEqual({ by: 'nameOrEmail', name: 'Ravi', emailPrefix: 'ravi' });
  });
});
