/**
 * The board's actions (issue 10): each resolves the promises it names within the caller's reach
 * (out of reach is 404 like unknown), checks their types, keeps or annotates them in one
 * transaction with an audit row (before and after) and the devotee's notification (notify(), once
 * per event by its dedupe key `<type>:<kind>:<refId>`). Nothing left to do is 409 `already_kept`.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  PARCEL_STEPS,
  PARCEL_TYPES,
  type FulfilmentActionResult,
  type ParcelStep,
} from '@sankalp/shared/api/admin-fulfilment';
import { toRupees } from '@sankalp/shared/money';
import type { PromiseType } from '@sankalp/shared/promises';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { videos, type NotificationType, type PromiseEvidence, type PromiseRow } from '../../db/schema/index';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { audit } from '../admin/audit';
import type { StaffReach } from '../admin/bookings/payable-projection';
import { currentUser } from '../auth/auth.guards';
import { notify } from '../notifications/notify';
import { PAYABLES } from '../payments/payables';
import type { PayableKind } from '../payments/payable';
import type { CertificateBody, ConsultationBody, ParcelBody, PerformedBody, VideoBody } from './fulfilment.schemas';
import { PARCEL_STATUS_HOOKS } from './parcel-status';
import { addEvidence, keepPromises } from './promises.repository';
import * as targets from './targets.repository';

type Ctx = Pick<AppContext, 'db' | 'now'>;
type Target = { promiseIds?: string[]; group?: targets.GroupRef & { key: string } };

export const PROMISE_NOT_FOUND = 'Promise not found';
export const ALREADY_KEPT_MESSAGE = 'This has been done already';

const inReach = (reach: StaffReach, p: PromiseRow) =>
  reach.everything ||
  (p.templeId !== null && reach.templeIds.includes(p.templeId)) ||
  (p.panditId !== null && reach.panditIds.includes(p.panditId));

const alreadyKept = () => conflict(ALREADY_KEPT_MESSAGE, undefined, 'already_kept');

/**
 * The promises an action names, all within reach and of the accepted types: unknown or
 * out-of-reach ids 404; a group answers its promises of those types (404 when none is reachable).
 */
async function resolve(db: Db, reach: StaffReach, t: Target, types: readonly PromiseType[]): Promise<PromiseRow[]> {
  if (t.group) {
    const rows = (await targets.promisesOfGroup(db, t.group, types)).filter((p) => inReach(reach, p));
    if (rows.length === 0) throw notFound(PROMISE_NOT_FOUND);
    return rows;
  }
  const ids = [...new Set((t.promiseIds ?? []).map((i) => i.toLowerCase()))];
  const rows = await targets.promisesById(db, ids);
  if (rows.length !== ids.length || rows.some((p) => !inReach(reach, p))) throw notFound(PROMISE_NOT_FOUND);
  const wrong = rows.filter((p) => !types.includes(p.type));
  if (wrong.length > 0)
    throw fieldError('promiseIds', `This action is for ${types.join(', ')} promises, not ${wrong[0]!.type}`);
  return rows;
}

const snapshot = (rows: PromiseRow[]) =>
  rows.map((p) => ({ id: p.id, kind: p.kind, refId: p.refId, type: p.type, keptAt: p.keptAt, evidence: p.evidence }));

/** The devotee's notification of one record's event (skipped when the kind names nobody). */
async function tell(
  tx: Db,
  now: Date,
  p: { kind: string; refId: string },
  type: NotificationType,
  params: Record<string, string> = {},
) {
  const payable = PAYABLES[p.kind as PayableKind];
  const notice = payable ? await payable.notice(tx, p.refId) : undefined;
  if (!notice) return;
  await notify(tx, now, {
    userId: notice.userId,
    email: notice.email,
    phone: notice.phone,
    type,
    params: { title: notice.title, reference: notice.reference, ...params },
    link: notice.link,
    dedupeKey: `${type}:${p.kind}:${p.refId}`,
    // The language its title is named in (a guest's Hindi record is told in Hindi too).
    requestLanguage: notice.language,
  });
}

const objectOf = (t: Target, rows: PromiseRow[]) => ({ type: 'promise', id: t.group?.key ?? rows[0]!.id });

/** Keeps the open ones of `rows` with `evidence`, audited, each record told `notice`. */
async function keepAndTell(
  ctx: Ctx,
  req: FastifyRequest,
  t: Target,
  rows: PromiseRow[],
  action: string,
  evidence: PromiseEvidence,
  notice: NotificationType | null,
  before?: (tx: Db) => Promise<void>,
): Promise<FulfilmentActionResult> {
  const open = rows.filter((p) => !p.keptAt);
  if (open.length === 0) throw alreadyKept();
  const me = currentUser(req);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await before?.(tx);
    const kept = await keepPromises(
      tx,
      open.map((p) => p.id),
      me.id,
      evidence,
      now,
    );
    // Someone else kept them between the read and this write: the first keeping stands.
    if (kept.length === 0) throw alreadyKept();
    await audit({ ...ctx, db: tx }, req, {
      action,
      object: objectOf(t, rows),
      before: snapshot(open.filter((p) => kept.some((k) => k.id === p.id))),
      after: snapshot(kept),
    });
    if (notice) for (const p of kept) await tell(tx, now, p, notice);
    return { kept: kept.length, updated: 0 };
  });
}

/** POST /admin/fulfilment/performed: the puja was performed (every devotee of a puja and date, or chosen ones). */
export async function markPerformed(ctx: Ctx, req: FastifyRequest, reach: StaffReach, b: PerformedBody) {
  const rows = await resolve(ctx.db, reach, b, ['puja_performed']);
  const evidence: PromiseEvidence = b.photoUrls ? { photoUrls: b.photoUrls } : {};
  return keepAndTell(ctx, req, b, rows, 'fulfilment.performed', evidence, 'puja_performed');
}

/** POST /admin/fulfilment/video: a stored video (or a link) and photos keep the puja_video promises. */
export async function attachVideo(ctx: Ctx, req: FastifyRequest, reach: StaffReach, b: VideoBody) {
  if (b.videoId) {
    const [v] = await ctx.db.select({ id: videos.id }).from(videos).where(eq(videos.id, b.videoId));
    if (!v) throw fieldError('videoId', 'Upload the video first');
  } else if (b.posterUrl) throw fieldError('posterUrl', 'A poster goes with an uploaded video');
  const rows = await resolve(ctx.db, reach, b, ['puja_video']);
  const evidence: PromiseEvidence = b.videoId ? { videoId: b.videoId } : { videoLink: b.videoLink! };
  if (b.photoUrls) evidence.photoUrls = b.photoUrls;
  const setPoster =
    b.videoId && b.posterUrl
      ? (tx: Db) =>
          tx
            .update(videos)
            .set({ posterUrl: b.posterUrl! })
            .where(eq(videos.id, b.videoId!))
            .then(() => undefined)
      : undefined;
  return keepAndTell(ctx, req, b, rows, 'fulfilment.video', evidence, 'video_ready', setPoster);
}

/** How far a parcel has gone (-1 nothing yet), read from its promises' evidence and keeping. */
function parcelStage(rows: PromiseRow[]): number {
  const e = (k: keyof PromiseEvidence) => rows.some((p) => p.evidence[k]);
  const finalKept = rows.some((p) => (p.type === 'aashirwad_box' || p.type === 'delivery') && p.keptAt);
  if (finalKept || e('deliveredAt')) return PARCEL_STEPS.indexOf('delivered');
  if (e('outForDeliveryAt')) return PARCEL_STEPS.indexOf('out_for_delivery');
  if (e('shippedAt')) return PARCEL_STEPS.indexOf('shipped');
  if (e('packedAt')) return PARCEL_STEPS.indexOf('packed');
  return -1;
}

/**
 * POST /admin/fulfilment/parcel: a parcel step for the records of the chosen promises
 * (aashirwad_box, dispatch, delivery), written on all of each record's parcel promises. Shipped keeps
 * `dispatch` and tells the devotee the courier and tracking number; delivered keeps every open
 * one and tells them. A record already at or past the step is left alone; when every one is, 409.
 */
export async function parcelStep(ctx: Ctx, req: FastifyRequest, reach: StaffReach, b: ParcelBody) {
  const chosen = await resolve(ctx.db, reach, b, PARCEL_TYPES);
  const refs = [...new Map(chosen.map((p) => [`${p.kind}:${p.refId}`, { kind: p.kind, refId: p.refId }])).values()];
  const siblings = await targets.promisesOfRefs(ctx.db, refs, PARCEL_TYPES);
  const step: ParcelStep = b.step;
  const at = PARCEL_STEPS.indexOf(step);
  const todo = refs
    .map((r) => ({ ...r, rows: siblings.filter((p) => p.kind === r.kind && p.refId === r.refId) }))
    .filter((r) => parcelStage(r.rows) < at);
  if (todo.length === 0) throw alreadyKept();
  const me = currentUser(req);
  const now = ctx.now();
  const stamp = now.toISOString();
  return ctx.db.transaction(async (tx) => {
    let kept = 0;
    let updated = 0;
    const after: PromiseRow[] = [];
    for (const r of todo) {
      const ids = r.rows.map((p) => p.id);
      const evidence: PromiseEvidence =
        step === 'packed'
          ? { packedAt: stamp }
          : step === 'out_for_delivery'
            ? { outForDeliveryAt: stamp }
            : step === 'shipped'
              ? { courier: b.courier!, trackingNumber: b.trackingNumber!, shippedAt: stamp, shippedBy: me.id }
              : { deliveredAt: stamp };
      const keep =
        step === 'shipped'
          ? r.rows.filter((p) => p.type === 'dispatch' && !p.keptAt)
          : step === 'delivered'
            ? r.rows.filter((p) => !p.keptAt)
            : [];
      const keptRows = await keepPromises(
        tx,
        keep.map((p) => p.id),
        me.id,
        evidence,
        now,
      );
      const rest = ids.filter((id) => !keptRows.some((k) => k.id === id));
      const annotated = await addEvidence(tx, rest, evidence, now);
      kept += keptRows.length;
      updated += annotated.length;
      after.push(...keptRows, ...annotated);
      await PARCEL_STATUS_HOOKS[r.kind]?.(tx, r.refId, step, now);
      if (step === 'shipped') await tell(tx, now, r, 'shipped', { courier: b.courier!, tracking: b.trackingNumber! });
      if (step === 'delivered') await tell(tx, now, r, 'delivered');
    }
    await audit({ ...ctx, db: tx }, req, {
      action: `fulfilment.parcel.${step}`,
      object: objectOf(b, chosen),
      before: snapshot(todo.flatMap((r) => r.rows)),
      after: snapshot(after),
    });
    return { kept, updated };
  });
}

/** POST /admin/fulfilment/consultation: completed or no-show (a no-show suggests refunding all that was paid). */
export async function consultationOutcome(ctx: Ctx, req: FastifyRequest, reach: StaffReach, b: ConsultationBody) {
  const [row] = await resolve(ctx.db, reach, { promiseIds: [b.promiseId] }, ['consultation']);
  const evidence: PromiseEvidence = { outcome: b.outcome };
  if (b.note) evidence.note = b.note;
  const result = await keepAndTell(
    ctx,
    req,
    { promiseIds: [row!.id] },
    [row!],
    'fulfilment.consultation',
    evidence,
    null,
  );
  if (b.outcome !== 'no_show') return result;
  return { ...result, suggestRefund: { amount: toRupees(await targets.paidPaise(ctx.db, row!.kind, row!.refId)) } };
}

/** The donation's receipt PDF (80G when eligible): GET /donationsbooking/{id}/receipt.pdf. */
export const certificateUrl = (donationId: string) => `/api/v1/donationsbooking/${donationId}/receipt.pdf`;

/** POST /admin/fulfilment/certificate: the 80G certificate is issued (the donation's receipt PDF). */
export async function issueCertificates(ctx: Ctx, req: FastifyRequest, reach: StaffReach, b: CertificateBody) {
  const rows = await resolve(ctx.db, reach, b, ['certificate_80g']);
  const open = rows.filter((p) => !p.keptAt);
  if (open.length === 0) throw alreadyKept();
  const me = currentUser(req);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const kept: PromiseRow[] = [];
    // Each certificate is its own donation's document.
    for (const p of open)
      kept.push(...(await keepPromises(tx, [p.id], me.id, { documentUrl: certificateUrl(p.refId) }, now)));
    if (kept.length === 0) throw alreadyKept();
    await audit({ ...ctx, db: tx }, req, {
      action: 'fulfilment.certificate',
      object: objectOf(b, rows),
      before: snapshot(open),
      after: snapshot(kept),
    });
    for (const p of kept) await tell(tx, now, p, 'certificate_ready');
    return { kept: kept.length, updated: 0 };
  });
}
