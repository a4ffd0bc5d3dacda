import type { AppContext, SessionUser } from '../../context';
import { badRequest, unauthorized } from '../../lib/errors';
import type { AccountBookingCard } from '@sankalp/shared/api/account';
import { isUuid } from '../../lib/ids';
import type { Language } from '../../lib/request-language';
import { promiseViewsOf } from '../fulfilment/promises.views';
import type { PayableContract } from '../payments/payable';
import { PAYABLES } from '../payments/payables';
import { appendBookingId, ensureUserStuff, findUserStuff, type BookingKind, type UserStuffRow } from './userstuff.repository';

// Other modules reach the user-stuff record only through this service.
export { appendBookingId, type BookingKind } from './userstuff.repository';

/** The record's array for each kind, spelled as the spec spells them (note the capital P). */
export const USER_STUFF_ARRAYS = {
  puja: 'pujaBookingIds',
  chadhava: 'chadhavaBookingIds',
  donation: 'donationBookingIds',
  productOrder: 'productOrderIds',
  panditBooking: 'PanditBookingIds',
  prasadOrder: 'prasadOrderIds',
} as const satisfies Record<BookingKind, string>;
export type UserStuffArray = (typeof USER_STUFF_ARRAYS)[BookingKind];
export const BOOKING_KINDS = Object.keys(USER_STUFF_ARRAYS) as BookingKind[];

// ─── Cards from the payment contract table ────────────────────────────────────────────────

/** A booking as the account page shows it: one card type per kind, produced by its contract. */
export type PopulatedBooking = AccountBookingCard;

/** The contract whose paid ids go to this array (none yet for store orders and consultations). */
const contractFor = (kind: BookingKind): PayableContract | undefined =>
  Object.values(PAYABLES).find((c) => c.account === kind);

// ─── The record ───────────────────────────────────────────────────────────────────────────

export type UserStuffView = {
  _id: string;
  id: string;
  userId: string;
  createdAt: string;
} & Record<UserStuffArray, Array<string | PopulatedBooking>>;

const idsOf = (row: UserStuffRow, kind: BookingKind): string[] => {
  switch (kind) {
    case 'puja':
      return row.pujaBookingIds;
    case 'chadhava':
      return row.chadhavaBookingIds;
    case 'donation':
      return row.donationBookingIds;
    case 'productOrder':
      return row.productOrderIds;
    case 'panditBooking':
      return row.panditBookingIds;
    case 'prasadOrder':
      return row.prasadOrderIds;
  }
};

/**
 * The record with each array populated by its kind's populator (plain ids for a kind with none),
 * the catalog names on its cards in `lang` (issue 13). Every answer that carries the record is made
 * here, so `lang` is required: a GET, a PUT and a POST read alike.
 */
async function view(ctx: AppContext, row: UserStuffRow, lang: Language): Promise<UserStuffView> {
  const arrays = {} as Record<UserStuffArray, Array<string | PopulatedBooking>>;
  for (const kind of BOOKING_KINDS) {
    const ids = idsOf(row, kind);
    const contract = contractFor(kind);
    if (!contract || ids.length === 0) {
      arrays[USER_STUFF_ARRAYS[kind]] = [...ids];
      continue;
    }
    const promises = await promiseViewsOf(ctx, contract.kind, ids.filter(isUuid));
    const byId = new Map((await contract.cards(ctx.db, ids, promises, lang)).map((b) => [String(b._id), b]));
    arrays[USER_STUFF_ARRAYS[kind]] = ids.flatMap((id) => byId.get(id) ?? []);
  }
  return { _id: row.id, id: row.id, userId: row.userId, createdAt: row.createdAt.toISOString(), ...arrays };
}

/** Loads the signed-in user's record, creating it when missing; `created` tells which. */
async function load(ctx: AppContext, me: SessionUser): Promise<{ row: UserStuffRow; created: boolean }> {
  const existing = await findUserStuff(ctx.db, me.userStuffId);
  if (existing) return { row: existing, created: false };
  const created = await ensureUserStuff(ctx.db, me.userStuffId, me.id, ctx.now());
  const row = await findUserStuff(ctx.db, me.userStuffId);
  if (!row) throw unauthorized();
  return { row, created };
}

/** GET /userstuff/{id} (the route has checked that the id is the user's own). */
export async function getUserStuff(ctx: AppContext, me: SessionUser, lang: Language): Promise<UserStuffView> {
  return view(ctx, (await load(ctx, me)).row, lang);
}

/** POST /userstuff: the record, created when missing (idempotent). */
export async function ensureUserStuffFor(
  ctx: AppContext,
  me: SessionUser,
  lang: Language,
): Promise<{ record: UserStuffView; created: boolean }> {
  const { row, created } = await load(ctx, me);
  return { record: await view(ctx, row, lang), created };
}

export const UNKNOWN_BOOKING = 'Unknown booking';

/**
 * Appends booking ids to the user's record: idempotent (ids already there are skipped, nothing is
 * duplicated), all or nothing. Each new id must belong to the user by its kind's `belongsTo`; an
 * id that does not, or of a kind with no registered populator, refuses the whole call (400).
 */
export async function appendToUserStuff(
  ctx: AppContext,
  me: SessionUser,
  additions: Partial<Record<BookingKind, string[]>>,
  lang: Language,
): Promise<UserStuffView> {
  const { row } = await load(ctx, me);
  const toAppend: Array<[BookingKind, string]> = [];
  for (const kind of BOOKING_KINDS) {
    const present = new Set(idsOf(row, kind));
    const fresh = [...new Set((additions[kind] ?? []).map((id) => id.toLowerCase()))].filter((id) => !present.has(id));
    if (fresh.length === 0) continue;
    const contract = contractFor(kind);
    if (!contract) throw badRequest(UNKNOWN_BOOKING, { kind: USER_STUFF_ARRAYS[kind] });
    const owned = new Set((await contract.belongsTo(ctx.db, me.id, me.email, fresh)).map((id) => id.toLowerCase()));
    if (fresh.some((id) => !owned.has(id))) throw badRequest(UNKNOWN_BOOKING, { kind: USER_STUFF_ARRAYS[kind] });
    for (const id of fresh) toAppend.push([kind, id]);
  }
  if (toAppend.length > 0) {
    await ctx.db.transaction(async (tx) => {
      for (const [kind, id] of toAppend) await appendBookingId(tx, me.id, kind, id);
    });
  }
  const updated = await findUserStuff(ctx.db, me.userStuffId);
  return view(ctx, updated ?? row, lang);
}
