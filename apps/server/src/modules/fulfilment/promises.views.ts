import { and, inArray, isNotNull } from 'drizzle-orm';
import { promiseStatus, type PromiseView } from '@sankalp/shared/promises';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { videos, type PromiseRow } from '../../db/schema/index';
import { promisesOfRecords } from './promises.repository';
import { signVideoQuery } from './video-urls';

/**
 * The devotee's view of one promise. Evidence is shown as site links, never storage keys: a stored
 * video plays through `/api/v1/videos/{id}` with an expiring signature (video-urls.ts), since a
 * `<video>` tag cannot send the session; `videoKey` is the installation's `secrets.videoUrlKey`.
 * A poster address only for the videos in `posters` (those that have one): a poster that is not
 * there would be a 404 on the booking's page.
 */
export function toPromiseView(
  row: PromiseRow,
  now: Date,
  videoKey: string,
  posters: ReadonlySet<string> = new Set(),
): PromiseView {
  const e = row.evidence;
  const evidence: NonNullable<PromiseView['evidence']> = {};
  if (e.videoId) {
    const q = signVideoQuery(videoKey, e.videoId, now);
    evidence.videoUrl = `/api/v1/videos/${e.videoId}?${q}`;
    if (posters.has(e.videoId)) evidence.posterUrl = `/api/v1/videos/${e.videoId}/poster?${q}`;
  } else if (e.videoLink) evidence.videoUrl = e.videoLink;
  if (e.photoUrls?.length) evidence.photoUrls = e.photoUrls;
  if (e.courier) evidence.courier = e.courier;
  if (e.trackingNumber) evidence.trackingNumber = e.trackingNumber;
  if (e.shippedAt) evidence.shippedAt = e.shippedAt;
  if (e.documentUrl) evidence.documentUrl = e.documentUrl;
  if (e.outcome) evidence.outcome = e.outcome;
  return {
    kind: row.type,
    dueAt: row.dueAt.toISOString(),
    status: promiseStatus(row, now),
    keptAt: row.keptAt?.toISOString() ?? null,
    ...(Object.keys(evidence).length > 0 ? { evidence } : {}),
  };
}

/** `promises` for each record of one kind, by record id (every id present; one query). */
export async function promiseViewsOf(
  ctx: Pick<AppContext, 'db' | 'now' | 'secrets'>,
  kind: string,
  refIds: string[],
): Promise<Map<string, PromiseView[]>> {
  const now = ctx.now();
  const rows = await promisesOfRecords(ctx.db, kind, refIds);
  const posters = await videosWithPosters(ctx.db, rows);
  const out = new Map<string, PromiseView[]>(refIds.map((id) => [id, []]));
  for (const r of rows) out.get(r.refId)?.push(toPromiseView(r, now, ctx.secrets.videoUrlKey, posters));
  return out;
}

/** Which of the videos these promises name have a poster (no query when none names a video). */
async function videosWithPosters(db: Db, rows: PromiseRow[]): Promise<Set<string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.evidence.videoId ? [r.evidence.videoId] : [])))];
  if (ids.length === 0) return new Set();
  const found = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(inArray(videos.id, ids), isNotNull(videos.posterUrl)));
  return new Set(found.map((v) => v.id));
}
