import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notifications, panditBookings, refunds } from '../../db/schema/index';
import { notify } from '../notifications/notify';
import { panditNames } from './consultations.mappers';
import { panditBookingPayable } from './consultations.payable';
import * as repo from './consultations.repository';

/** A consultation's reminder goes out this long before it starts (issue 10). */
export const REMINDER_LEAD_MS = 60 * 60_000;
/** How often the reminders are looked for: a reminder is at most this late. */
export const REMINDER_SCAN_MS = 5 * 60_000;

export const reminderKey = (bookingId: string) => `consultation_reminder:pandit_booking:${bookingId}`;

/**
 * Paid consultations starting within the next hour that have had no reminder yet and were not
 * refunded: the notifications' own dedupe key is the "already reminded" mark, so the scan is safe
 * from several processes at once and a crash between two bookings loses nothing.
 */
async function dueBookings(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: panditBookings.id })
    .from(panditBookings)
    .where(
      and(
        eq(panditBookings.paymentStatus, 'completed'),
        gt(panditBookings.startsAt, now),
        lte(panditBookings.startsAt, new Date(now.getTime() + REMINDER_LEAD_MS)),
        sql`not exists (select 1 from ${notifications} n where n.dedupe_key = 'consultation_reminder:pandit_booking:' || ${panditBookings.id}::text)`,
        sql`not exists (select 1 from ${refunds} r where r.kind = 'pandit_booking' and r.ref_id = ${panditBookings.id} and r.status = 'processed')`,
      ),
    )
    .orderBy(asc(panditBookings.startsAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** "4:30 PM IST": the time of the slot as the devotee booked it (slots are in IST). */
const istTime = (d: Date) =>
  `${d.toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true }).toUpperCase()} IST`;

/** Sends the due reminders (one transaction each); answers how many were made. */
export async function sendConsultationReminders(ctx: Pick<AppContext, 'db' | 'now'>, limit = 200): Promise<number> {
  const now = ctx.now();
  let made = 0;
  for (const id of await dueBookings(ctx.db, now, limit)) {
    const created = await ctx.db.transaction(async (tx) => {
      const [bundle] = await repo.loadBundles(tx, [id]);
      const notice = bundle && (await panditBookingPayable.notice(tx, id));
      if (!bundle || !notice) return null;
      return notify(tx, now, {
        userId: notice.userId,
        email: notice.email,
        phone: notice.phone,
        type: 'consultation_reminder',
        // The texts read "your consultation with {title}": the pandit's name, in the notice's language.
        params: {
          title: panditNames(bundle, notice.language).name,
          time: istTime(bundle.booking.startsAt),
          reference: notice.reference,
        },
        link: notice.link,
        dedupeKey: reminderKey(id),
        requestLanguage: notice.language,
      });
    });
    if (created) made++;
  }
  return made;
}

/** The periodic job (modules/index.ts backgroundJobs). */
export const consultationRemindersJob = {
  name: 'consultation-reminders',
  everyMs: REMINDER_SCAN_MS,
  run: (app: FastifyInstance) => sendConsultationReminders(app.ctx),
};
