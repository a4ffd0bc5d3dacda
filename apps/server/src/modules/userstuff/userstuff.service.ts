import type { AppContext, SessionUser } from '../../context';
import { badRequest, unauthorized } from '../../lib/errors';
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
} as const satisfies Record<BookingKind, string>;
export type UserStuffArray = (typeof USER_STUFF_ARRAYS)[BookingKind];
export const BOOKING_KINDS = Object.keys(USER_STUFF_ARRAYS) as BookingKind[];

// ─── The populator registry ───────────────────────────────────────────────────────────────

/** A booking as the account page shows it (part 1 § 2, "Booking cards"); `_id` is required. */
export type PopulatedBooking = { _id: string } & Record<string, unknown>;

/**
 * What a booking module registers for its kind so that the user-stuff record can show and
 * accept its bookings. Register once, e.g. in the module's routes plugin:
 * `registerUserStuffPopulator('puja', { populate, belongsTo })`.
 */
export interface UserStuffPopulator {
  /** The bookings with these ids, shaped for the account page; ids with no booking are left out. Order does not matter. */
  populate(ctx: AppContext, ids: string[]): Promise<PopulatedBooking[]>;
  /**
   * The subset of `ids` that belong to this user: made while signed in as `userId`, or made as a
   * guest with `email` (already lower-cased). Ids that do not exist are simply not returned.
   */
  belongsTo(ctx: AppContext, userId: string, email: string, ids: string[]): Promise<string[]>;
}

const populators = new Map<BookingKind, UserStuffPopulator>();

/** Registers (or replaces) the populator of a kind; returns a function that restores the previous one. */
export function registerUserStuffPopulator(kind: BookingKind, populator: UserStuffPopulator): () => void {
  const previous = populators.get(kind);
  populators.set(kind, populator);
  return () => restore(kind, previous);
}

/** Removes the populator of a kind (tests); returns a function that restores it. */
export function unregisterUserStuffPopulator(kind: BookingKind): () => void {
  const previous = populators.get(kind);
  populators.delete(kind);
  return () => restore(kind, previous);
}

function restore(kind: BookingKind, previous: UserStuffPopulator | undefined) {
  if (previous) populators.set(kind, previous);
  else populators.delete(kind);
}

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
  }
};

/** The record with each array populated by its kind's populator (plain ids for a kind with none). */
async function view(ctx: AppContext, row: UserStuffRow): Promise<UserStuffView> {
  const arrays = {} as Record<UserStuffArray, Array<string | PopulatedBooking>>;
  for (const kind of BOOKING_KINDS) {
    const ids = idsOf(row, kind);
    const populator = populators.get(kind);
    if (!populator || ids.length === 0) {
      arrays[USER_STUFF_ARRAYS[kind]] = [...ids];
      continue;
    }
    const byId = new Map((await populator.populate(ctx, ids)).map((b) => [String(b._id), b]));
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
export async function getUserStuff(ctx: AppContext, me: SessionUser): Promise<UserStuffView> {
  return view(ctx, (await load(ctx, me)).row);
}

/** POST /userstuff: the record, created when missing (idempotent). */
export async function ensureUserStuffFor(ctx: AppContext, me: SessionUser): Promise<{ record: UserStuffView; created: boolean }> {
  const { row, created } = await load(ctx, me);
  return { record: await view(ctx, row), created };
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
): Promise<UserStuffView> {
  const { row } = await load(ctx, me);
  const toAppend: Array<[BookingKind, string]> = [];
  for (const kind of BOOKING_KINDS) {
    const present = new Set(idsOf(row, kind));
    const fresh = [...new Set((additions[kind] ?? []).map((id) => id.toLowerCase()))].filter((id) => !present.has(id));
    if (fresh.length === 0) continue;
    const populator = populators.get(kind);
    if (!populator) throw badRequest(UNKNOWN_BOOKING, { kind: USER_STUFF_ARRAYS[kind] });
    const owned = new Set((await populator.belongsTo(ctx, me.id, me.email, fresh)).map((id) => id.toLowerCase()));
    if (fresh.some((id) => !owned.has(id))) throw badRequest(UNKNOWN_BOOKING, { kind: USER_STUFF_ARRAYS[kind] });
    for (const id of fresh) toAppend.push([kind, id]);
  }
  if (toAppend.length > 0) {
    await ctx.db.transaction(async (tx) => {
      for (const [kind, id] of toAppend) await appendBookingId(tx, me.id, kind, id);
    });
  }
  const updated = await findUserStuff(ctx.db, me.userStuffId);
  return view(ctx, updated ?? row);
}
