import type { FastifyRequest } from 'fastify';
import type {
  BoardAddress,
  BoardEvidence,
  BoardItem,
  BoardPage,
  PujaGroupPage,
} from '@sankalp/shared/api/admin-fulfilment';
import type { StaffRole } from '@sankalp/shared/api/admin';
import { promiseStatus } from '@sankalp/shared/promises';
import { toRupees } from '@sankalp/shared/money';
import type { AppContext } from '../../context';
import type { PromiseEvidence } from '../../db/schema/index';
import { staffScope } from '../auth/auth.guards';
import type { StaffReach } from '../admin/bookings/payable-projection';
import * as repo from './board.repository';
import type { BoardQuery, GroupsQuery } from './fulfilment.schemas';
import { signVideoQuery } from './video-urls';

type Ctx = Pick<AppContext, 'db' | 'now' | 'secrets'>;

/** Every staff role reads the board, each within its reach (temple staff: their temples; pandits: theirs). */
export const BOARD_ROLES: StaffRole[] = ['admin', 'operator', 'temple_staff', 'pandit'];
export const boardReachOf = (req: FastifyRequest): StaffReach => staffScope(req, BOARD_ROLES);

/** Kept promises stay on the board this long when no status is asked for. */
const RECENTLY_KEPT_MS = 7 * 86_400_000;

const istDate = (d: Date) => new Date(d.getTime() + 19_800_000).toISOString().slice(0, 10);

export const groupKeyOf = (kind: string, groupId: string, at: Date) => `${kind}:${groupId}:${istDate(at)}`;

/** The evidence as the console shows it: a stored video with its signed addresses. */
export function boardEvidence(e: PromiseEvidence, videoKey: string, now: Date): BoardEvidence {
  const out: BoardEvidence = { ...e };
  delete (out as PromiseEvidence).shippedBy;
  if (e.videoId) {
    const q = signVideoQuery(videoKey, e.videoId, now);
    out.videoUrl = `/api/v1/videos/${e.videoId}?${q}`;
    out.posterUrl = `/api/v1/videos/${e.videoId}/poster?${q}`;
  }
  return out;
}

const toFilter = (ctx: Ctx, reach: StaffReach, q: GroupsQuery & { group?: BoardQuery['group'] }): repo.BoardFilter => {
  const now = ctx.now();
  return {
    reach,
    now,
    kind: q.kind,
    types: q.type,
    temple: q.temple,
    status: q.status,
    from: q.from,
    to: q.to,
    group: q.group,
    keptSince: new Date(now.getTime() - RECENTLY_KEPT_MS),
  };
};

function toItem(r: repo.BoardRow, ctx: Ctx, now: Date): BoardItem {
  return {
    id: r.id,
    type: r.type,
    kind: r.kind,
    refId: r.refId,
    reference: r.reference,
    name: r.name,
    phone: r.phone,
    title: r.title,
    temple: r.temple,
    dueAt: r.dueAt.toISOString(),
    status: promiseStatus(r, now),
    keptAt: r.keptAt?.toISOString() ?? null,
    evidence: boardEvidence(r.evidence, ctx.secrets.videoUrlKey, now),
    group:
      r.groupId && r.groupAt
        ? { key: groupKeyOf(r.kind, r.groupId, r.groupAt), date: istDate(r.groupAt), at: r.groupAt.toISOString() }
        : null,
    address: (r.address as BoardAddress | null) ?? null,
    amount: toRupees(r.amountPaise),
  };
}

/** GET /admin/fulfilment: one page (one more row is read to know whether another page follows). */
export async function board(ctx: Ctx, reach: StaffReach, q: BoardQuery): Promise<BoardPage> {
  const offset = q.cursor ?? 0;
  const rows = await repo.listBoard(ctx.db, toFilter(ctx, reach, q), { limit: q.limit + 1, offset });
  const now = ctx.now();
  return {
    items: rows.slice(0, q.limit).map((r) => toItem(r, ctx, now)),
    nextCursor: rows.length > q.limit ? `o${offset + q.limit}` : null,
  };
}

/** GET /admin/fulfilment/pujas: pujas (events) by IST date with their devotees' open promises. */
export async function pujaGroups(ctx: Ctx, reach: StaffReach, q: GroupsQuery): Promise<PujaGroupPage> {
  const offset = q.cursor ?? 0;
  const rows = await repo.listGroups(ctx.db, toFilter(ctx, reach, q), { limit: q.limit + 1, offset });
  return {
    groups: rows.slice(0, q.limit).map((g) => ({
      key: `${g.kind}:${g.groupId}:${g.day}`,
      kind: g.kind,
      title: g.title,
      temple: g.temple,
      date: g.day,
      at: g.at.toISOString(),
      devotees: g.devotees,
      open: g.open,
      overdue: g.overdue,
      nextDueAt: g.nextDueAt?.toISOString() ?? null,
    })),
    nextCursor: rows.length > q.limit ? `o${offset + q.limit}` : null,
  };
}
