import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { eventTerms, listingApprovals, pujaTerms } from '../schema/approvals';
import { chadhavaEvents, pujas } from '../schema/catalog';
import { userRoles } from '../schema/staff';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The one demo puja left awaiting its temple's approval (issue 14, B9), so the demo shows that
 * state: its page says so and takes no booking. No e2e journey or server test books it: they
 * book the live or earliest open pujas, the featured ones, or pujas of their own.
 */
export const AWAITING_APPROVAL_PUJA = 'Baglamukhi Havan';

export const DEMO_APPROVAL_REASON =
  'Demo catalog: the temple has no staff account yet, so the seed records the approval on its behalf';

/**
 * Records an approval of every demo puja and event as it stands (but AWAITING_APPROVAL_PUJA): in
 * the name of the temple's staff where a temple_staff account exists for that temple, else by
 * 'demo-seed' with DEMO_APPROVAL_REASON. Three statements whatever the catalog's size.
 */
export async function approveDemoListings(tx: Tx, now: Date): Promise<number> {
  const [pujaRows, eventRows] = await Promise.all([
    tx.select({ id: pujas.id, templeId: pujas.templeId, title: pujas.title, terms: pujaTerms() }).from(pujas),
    tx.select({ id: chadhavaEvents.id, templeId: chadhavaEvents.templeId, terms: eventTerms() }).from(chadhavaEvents),
  ]);
  const listings = [
    ...pujaRows.filter((p) => p.title !== AWAITING_APPROVAL_PUJA).map((p) => ({ ...p, kind: 'puja' as const })),
    ...eventRows.map((e) => ({ ...e, kind: 'event' as const })),
  ];
  const templeIds = [...new Set(listings.map((l) => l.templeId))];
  const staff = new Map<string, string>();
  if (templeIds.length > 0) {
    const grants = await tx
      .select({ userId: userRoles.userId, templeId: userRoles.templeId })
      .from(userRoles)
      .where(and(eq(userRoles.role, 'temple_staff'), inArray(userRoles.templeId, templeIds)));
    for (const g of grants) if (g.templeId && !staff.has(g.templeId)) staff.set(g.templeId, g.userId);
  }
  if (listings.length === 0) return 0;
  await tx.insert(listingApprovals).values(
    listings.map((l) => {
      const by = staff.get(l.templeId);
      return {
        kind: l.kind,
        listingId: l.id,
        templeId: l.templeId,
        approvedBy: by ?? null,
        approvedByLabel: by ? null : 'demo-seed',
        approvedByRole: by ? 'temple_staff' : 'admin',
        approvedAt: now,
        reason: by ? null : DEMO_APPROVAL_REASON,
        terms: l.terms,
      };
    }),
  );
  return listings.length;
}
