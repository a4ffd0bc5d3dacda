/**
 * What the fulfilment board reads of each payable kind besides the console's common projection
 * (admin/bookings/payable-projection.ts: reference, name, title, temple): the puja or event a
 * booking belongs to and its date (the board groups devotees by it) and where a parcel goes.
 * A kind without an entry has neither (its promises still show, ungrouped, without an address).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  chadhavaBookings,
  chadhavaEvents,
  prasadOrders,
  productOrders,
  pujaBookings,
  sankalps,
} from '../../db/schema/index';

export type BoardSource = {
  /** The puja (event) id and its start instant: devotees of one puja on one IST date are one group. */
  group?: { id: SQL; at: SQL };
  /** jsonb { addressLine1, addressLine2, city, pincode, state, country }, or null. */
  address?: SQL;
};

export const BOARD_SOURCES: Partial<Record<string, BoardSource>> = {
  puja_booking: {
    group: { id: sql`${pujaBookings.pujaId}`, at: sql`${pujaBookings.pujaStartTime}` },
    // The Aashirwad Box goes where the sankalp asked for prasad.
    address: sql`(select ${sankalps.prasadAddress} from ${sankalps} where ${sankalps.id} = ${pujaBookings.sankalpId} and ${sankalps.wantsPrasad})`,
  },
  chadhava_booking: {
    group: { id: sql`${chadhavaBookings.eventId}`, at: sql`${chadhavaEvents.date}` },
  },
  product_order: {
    address: sql`jsonb_build_object('addressLine1', ${productOrders.addressLine1}, 'addressLine2', ${productOrders.addressLine2},
      'city', ${productOrders.city}, 'pincode', ${productOrders.pincode}, 'state', ${productOrders.state}, 'country', ${productOrders.country})`,
  },
  // Stored in the same jsonb shape at ordering time (typed or copied from a saved address).
  prasad_order: { address: sql`${prasadOrders.address}` },
};
