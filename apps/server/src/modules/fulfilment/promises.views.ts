import { promiseStatus, type PromiseView } from '@sankalp/shared/promises';
import type { AppContext } from '../../context';
import type { PromiseRow } from '../../db/schema/index';
import { promisesOfRecords } from './promises.repository';
import { signVideoQuery } from './video-urls';

/**
 * The devotee's view of one promise. Evidence is shown as site links, never storage keys: a stored
 * video plays through `/api/v1/videos/{id}` with an expiring signature (video-urls.ts), since a
 * `<video>` tag cannot send the session; `videoKey` is the installation's `secrets.videoUrlKey`.
 */
export function toPromiseView(row: PromiseRow, now: Date, videoKey: string): PromiseView {
  const e = row.evidence;
  const evidence: NonNullable<PromiseView['evidence']> = {};
  if (e.videoId) {
    const q = signVideoQuery(videoKey, e.videoId, now);
    evidence.videoUrl = `/api/v1/videos/${e.videoId}?${q}`;
    evidence.posterUrl = `/api/v1/videos/${e.videoId}/poster?${q}`;
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
  const out = new Map<string, PromiseView[]>(refIds.map((id) => [id, []]));
  for (const r of rows) out.get(r.refId)?.push(toPromiseView(r, now, ctx.secrets.videoUrlKey));
  return out;
}
