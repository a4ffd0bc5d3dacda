import { sql } from 'drizzle-orm';
import type { Settings } from '@sankalp/shared';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  notificationDeliveries,
  notifications,
  type NotificationChannel,
  type NotificationType,
} from '../../db/schema/index';
import { enqueuedIn, enqueueFrom } from '../../lib/jobs/queue';
import { noticePreferences } from '../settings/settings.service';
import { notificationText, type NotificationLanguage } from './notification-texts';

/** The job kind that sends one notification_deliveries row (its handler: notifications.deliver.ts). */
export const NOTIFICATION_DELIVER_JOB = 'notification.deliver';
export type NotificationDeliverPayload = { deliveryId: string };

/** Which settings topic each type belongs to (part 3 settings: ceremonies, donations, reminders). */
const TOPIC: Record<NotificationType, 'ceremonies' | 'donations' | 'reminders'> = {
  booking_confirmed: 'ceremonies',
  puja_performed: 'ceremonies',
  video_ready: 'ceremonies',
  shipped: 'ceremonies',
  delivered: 'ceremonies',
  consultation_reminder: 'reminders',
  refund_processed: 'ceremonies',
  certificate_ready: 'donations',
};

export type NotificationDraft = {
  /** The signed-in owner (in-app and push); null for a guest's record. */
  userId: string | null;
  /** The record's contact e-mail and phone (a guest is reached only through these). */
  email: string | null;
  phone: string | null;
  type: NotificationType;
  /** Values of the texts ({title}, {reference}, {tracking} …). */
  params: Record<string, string>;
  /** A path of the site. */
  link: string;
  /** One notification per key, however often the event is raised (e.g. `video_ready:puja_booking:<id>`). */
  dedupeKey: string;
  /** The booking confirmation is already an e-mail (the receipt): no second one. */
  skipEmail?: boolean;
  /**
   * The language of the request or record that caused the event (a payable record's notice gives
   * its languageOfRecord, the language its `title` param is named in): used for a person with no
   * language saved in their settings (a guest). A saved choice wins, and is the one a notice chose.
   */
  requestLanguage?: NotificationLanguage;
};

/** The channels a person's settings allow for a type, besides in-app. */
export function channelsFor(
  settings: Settings,
  draft: Pick<NotificationDraft, 'type' | 'userId' | 'email' | 'phone' | 'skipEmail'>,
): NotificationChannel[] {
  const n = settings.notifications;
  if (!n[TOPIC[draft.type]]) return [];
  const out: NotificationChannel[] = [];
  if (n.email && draft.email && !draft.skipEmail) out.push('email');
  if (n.whatsapp && draft.phone) out.push('whatsapp');
  if (n.push && draft.userId) out.push('push');
  return out;
}

/**
 * Records one notification and queues its deliveries, inside the caller's transaction (so it
 * exists exactly when the event does). Answers its id, or null when the dedupe key was used.
 */
export async function notify(tx: Db, now: Date, draft: NotificationDraft): Promise<string | null> {
  const { settings, language } = await noticePreferences(tx, draft.userId, draft.requestLanguage);
  const { title, body } = notificationText(draft.type, language, draft.params);
  const insert = tx
    .insert(notifications)
    .values({
      userId: draft.userId,
      email: draft.email?.toLowerCase() ?? null,
      phone: draft.phone,
      language,
      type: draft.type,
      title,
      body,
      link: draft.link,
      params: draft.params,
      dedupeKey: draft.dedupeKey,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  const channels = channelsFor(settings, draft);
  if (channels.length === 0) {
    const [row] = await insert;
    return row?.id ?? null;
  }
  // The notification, its deliveries and their jobs in one statement (issue 16); none of them
  // when the dedupe key was used.
  const job = enqueueFrom('d', NOTIFICATION_DELIVER_JOB, {
    payload: sql`jsonb_build_object('deliveryId', d.id)`,
    dedupeKey: sql`'notify:' || d.id`,
  });
  const [row] = await rawRows(
    tx,
    sql`with n as ${insert},
    d as (insert into ${notificationDeliveries} (notification_id, channel, created_at)
      select n.id, c.channel, ${now.toISOString()}::timestamptz
      from n cross join (values ${sql.join(
        channels.map((c) => sql`(${c})`),
        sql`, `,
      )}) as c(channel)
      returning id),
    j as ${job}
    select (select id from n) as id, (select count(*) from j)::int as made`,
  );
  enqueuedIn(Number(row?.made ?? 0));
  return (row?.id as string | null | undefined) ?? null;
}
