/**
 * One projection per payable kind (an exhaustive table, STYLE.md): the columns every console row
 * shows — who, what, which temple, how much, what state — read from that kind's own table and
 * joins, so the five kinds meet in one UNION ALL (admin-bookings.repository.ts, the dashboard).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PayableKind } from '@sankalp/shared/api/payments';
import {
  campaigns,
  chadhavaBookings,
  chadhavaEvents,
  donations,
  panditBookings,
  pandits,
  prasadOrders,
  productOrderLines,
  productOrders,
  pujaBookings,
  pujas,
  temples,
} from '../../../db/schema/index';

/** The payable columns every kind's table has (db/schema/payable-columns.ts), as SQL. */
type PayableTable =
  | typeof pujaBookings
  | typeof chadhavaBookings
  | typeof donations
  | typeof productOrders
  | typeof panditBookings
  | typeof prasadOrders;

export type Projection = {
  table: PayableTable;
  /** The FROM clause: the table and the joins `title` and the temple need. */
  from: SQL;
  title: SQL;
  /** The temple of a puja or chadhava booking; null for kinds with none. */
  temple: { id: SQL; name: SQL } | null;
  /** The pandit of a consultation (pandits reach only theirs). */
  panditId: SQL | null;
};

export const PROJECTIONS: Record<PayableKind, Projection> = {
  puja_booking: {
    table: pujaBookings,
    from: sql`${pujaBookings} join ${pujas} on ${pujas.id} = ${pujaBookings.pujaId} join ${temples} on ${temples.id} = ${pujas.templeId}`,
    title: sql`${pujas.title}`,
    temple: { id: sql`${temples.id}`, name: sql`${temples.name}` },
    panditId: null,
  },
  chadhava_booking: {
    table: chadhavaBookings,
    from: sql`${chadhavaBookings} join ${chadhavaEvents} on ${chadhavaEvents.id} = ${chadhavaBookings.eventId} join ${temples} on ${temples.id} = ${chadhavaEvents.templeId}`,
    title: sql`${chadhavaEvents.name}`,
    temple: { id: sql`${temples.id}`, name: sql`${temples.name}` },
    panditId: null,
  },
  donation: {
    table: donations,
    from: sql`${donations} join ${campaigns} on ${campaigns.id} = ${donations.campaignId}`,
    title: sql`${campaigns.title}`,
    temple: null,
    panditId: null,
  },
  product_order: {
    table: productOrders,
    from: sql`${productOrders}`,
    // The products of the order, in the order the devotee listed them.
    title: sql`coalesce((select string_agg(${productOrderLines.name} || ' × ' || ${productOrderLines.quantity}, ', ' order by ${productOrderLines.sort}, ${productOrderLines.id}) from ${productOrderLines} where ${productOrderLines.orderId} = ${productOrders.id}), '')`,
    temple: null,
    panditId: null,
  },
  pandit_booking: {
    table: panditBookings,
    from: sql`${panditBookings} join ${pandits} on ${pandits.id} = ${panditBookings.panditId}`,
    title: sql`${pandits.name} || ' · ' || ${panditBookings.serviceType}`,
    temple: null,
    panditId: sql`${panditBookings.panditId}`,
  },
  prasad_order: {
    table: prasadOrders,
    from: sql`${prasadOrders} join ${temples} on ${temples.id} = ${prasadOrders.templeId}`,
    title: sql`${prasadOrders.title} || ' × ' || ${prasadOrders.quantity}`,
    // Temple staff reach the prasad orders of their temple (the offering's temple).
    temple: { id: sql`${temples.id}`, name: sql`${temples.name}` },
    panditId: null,
  },
};

/** Which records of each kind a staff member reaches (auth/roles scopeOf). */
export type StaffReach = { everything: boolean; templeIds: string[]; panditIds: string[] };

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((i) => sql`${i}::uuid`),
    sql`, `,
  );

/**
 * The condition limiting kind `p` to what `reach` allows: nothing for admin and operator; temple
 * staff reach puja and chadhava bookings at their temples, pandits their own consultations, and
 * neither ever donations or store orders. null: the kind is out of reach entirely.
 */
export function reachCondition(p: Projection, reach: StaffReach): SQL | undefined | null {
  if (reach.everything) return undefined;
  const parts: SQL[] = [];
  if (p.temple && reach.templeIds.length > 0) parts.push(sql`${p.temple.id} in (${uuidList(reach.templeIds)})`);
  if (p.panditId && reach.panditIds.length > 0) parts.push(sql`${p.panditId} in (${uuidList(reach.panditIds)})`);
  if (parts.length === 0) return null;
  return sql`(${sql.join(parts, sql` or `)})`;
}
