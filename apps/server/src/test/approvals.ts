import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventTerms, listingApprovals, pujaTerms } from '../db/schema/approvals';
import { chadhavaEvents, pujas } from '../db/schema/catalog';

/**
 * Records a temple approval (issue 14, B9) of these pujas and events as they stand now, so test
 * catalogs can be booked. Omitted lists approve none of that kind; `'all'` approves every one.
 */
export async function approveListings(
  db: Db,
  ids: { pujas?: string[] | 'all'; events?: string[] | 'all' },
  at: Date = new Date(),
): Promise<void> {
  const pujaRows =
    ids.pujas === undefined
      ? []
      : await db
          .select({ id: pujas.id, templeId: pujas.templeId, terms: pujaTerms() })
          .from(pujas)
          .where(ids.pujas === 'all' ? undefined : inArray(pujas.id, ids.pujas));
  const eventRows =
    ids.events === undefined
      ? []
      : await db
          .select({ id: chadhavaEvents.id, templeId: chadhavaEvents.templeId, terms: eventTerms() })
          .from(chadhavaEvents)
          .where(ids.events === 'all' ? undefined : inArray(chadhavaEvents.id, ids.events));
  const rows = [
    ...pujaRows.map((r) => ({ ...r, kind: 'puja' as const })),
    ...eventRows.map((r) => ({ ...r, kind: 'event' as const })),
  ];
  if (rows.length === 0) return;
  await db.insert(listingApprovals).values(
    rows.map((r) => ({
      kind: r.kind,
      listingId: r.id,
      templeId: r.templeId,
      approvedByLabel: 'test',
      approvedByRole: 'admin',
      approvedAt: at,
      reason: 'Test catalog',
      terms: r.terms,
    })),
  );
}

/** Approves every puja and event of the database as it stands (the seed leaves one puja awaiting). */
export const approveAll = (db: Db, at?: Date) => approveListings(db, { pujas: 'all', events: 'all' }, at);
