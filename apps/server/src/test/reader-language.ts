import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PayableKind } from '@sankalp/shared/api/payments';
import type { Db } from '../db/client';
import { mailOutbox, notifications, promises, type PromiseRow } from '../db/schema/index';
import { call, expectStatus, registerUser, type TestUser } from '../modules/auth/auth.test-utils';

// The one setup of issue 13's receipt-language tests (modules/*/*.receipt-language.test.ts): give
// catalog rows a Hindi text, place and pay a record as a devotee whose later messages are Hindi or
// English, then read its page and account card in both languages and its e-mail and notification.

/** The headers of a Hindi reader (an English one sends none). */
export const HI = { 'accept-language': 'hi' };

type Translatable = PgTable & { id: PgColumn; translations: PgColumn };

/** Gives one catalog row its Hindi text (fields left out stay English); answers the row. */
export async function translate<T extends Translatable>(
  db: Db,
  table: T,
  id: string,
  hi: Record<string, string | string[]>,
): Promise<T['$inferSelect']> {
  const set = { translations: { hi } } as PgUpdateSetSource<T>;
  // drizzle cannot type `returning()` of a table known only by its columns: the row is T's.
  const rows = (await db.update(table).set(set).where(eq(table.id, id)).returning()) as unknown;
  return (rows as Array<T['$inferSelect']>)[0]!;
}

/**
 * A signed-in devotee whose later messages (e-mails, notifications) are written in `language`:
 * Hindi by their saved settings, English by default (payments/payable-language.ts).
 */
export async function devoteeIn(app: FastifyInstance, language: 'Hindi' | 'English'): Promise<TestUser> {
  const user = await registerUser(app);
  if (language === 'Hindi') {
    const r = await call(app, 'PUT', `/api/v1/users/${user.id}/settings`, { token: user.token, body: { language } });
    expectStatus(r, 200);
  }
  return user;
}

/** GET a record's page (`url` carries its key, or `token` its owner's session): `data[name]`. */
export async function readRecord<T>(
  app: FastifyInstance,
  url: string,
  name: string,
  o: { token?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const r = await call(app, 'GET', url, o);
  expectStatus(r, 200);
  return (r.body.data as Record<string, T>)[name]!;
}

/** The user's account cards of one kind (GET /userstuff/{id}, `field` of its answer). */
export async function accountCards<T>(
  app: FastifyInstance,
  user: TestUser,
  field: string,
  headers?: Record<string, string>,
): Promise<T[]> {
  return readRecord<T[]>(app, `/api/v1/userstuff/${user.userStuffId}`, field, { token: user.token, headers });
}

/** A paid record's confirmation e-mail (by its dedupe key) and its booking_confirmed notification. */
export async function confirmationMessages(db: Db, kind: PayableKind, refId: string, mailKey: string) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, mailKey));
  const [notice] = await db
    .select()
    .from(notifications)
    .where(eq(notifications.dedupeKey, `booking_confirmed:${kind}:${refId}`));
  expect(mail, `the e-mail ${mailKey}`).toBeDefined();
  expect(notice, `the booking_confirmed notification of ${kind} ${refId}`).toBeDefined();
  return { mail: mail!, notice: notice! };
}

export type Messages = Awaited<ReturnType<typeof confirmationMessages>>;

/**
 * The messages name the record as its reader knows it: every one of `names` in the e-mail's text
 * and HTML, the notification's {title} `title` (or matching it) and in its body, and none of
 * `foreign` (the other language's names) anywhere in them.
 */
export function expectNamed(m: Messages, o: { names: string[]; title: string | RegExp; foreign: string[] }) {
  for (const name of o.names) {
    expect(m.mail.text).toContain(name);
    expect(m.mail.html).toContain(name);
  }
  if (typeof o.title === 'string') expect(m.notice.params.title).toBe(o.title);
  else expect(m.notice.params.title).toMatch(o.title);
  expect(m.notice.body).toContain(m.notice.params.title);
  const everything = [m.mail.subject, m.mail.text, m.mail.html, m.notice.title, m.notice.body].join('\n');
  for (const name of o.foreign) expect(everything).not.toContain(name);
}

/** The id of one promise a paid record made (issue 10), e.g. its puja_performed. */
export async function promiseOf(db: Db, kind: PayableKind, refId: string, type: PromiseRow['type']): Promise<string> {
  const [row] = await db
    .select({ id: promises.id })
    .from(promises)
    .where(and(eq(promises.kind, kind), eq(promises.refId, refId), eq(promises.type, type)));
  expect(row, `the ${type} promise of ${kind} ${refId}`).toBeDefined();
  return row!.id;
}
