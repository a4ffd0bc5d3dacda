import { pujaStatus, toMillis, type DateInput } from '@sankalp/shared/timing';
import type { Puja } from '@sankalp/shared/api/catalog';

/** Pujas still open at a temple (upcoming or running), soonest first; closed ones cannot be joined. */
export function openPujasAtTemple(pujas: readonly Puja[], templeId: string, now: DateInput = Date.now()): Puja[] {
  return pujas
    .filter((p) => p.temple?._id === templeId && pujaStatus(p.startTime, p.endTime, now) !== 'closed')
    .sort((a, b) => toMillis(a.startTime) - toMillis(b.startTime));
}
