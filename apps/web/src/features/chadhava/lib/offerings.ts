import type { EventOffering } from '@sankalp/shared/api/catalog';
import { DEFAULT_OFFERING_TYPE } from '@sankalp/shared/constants';
import { chadhavaT, type ChadhavaKey } from '../i18n';

export type OfferingGroup<O> = { type: string; offerings: O[] };

/** An offering's type; missing or blank means 'Other'. */
export const offeringType = (o: { type?: string | null }): string => o.type?.trim() || DEFAULT_OFFERING_TYPE;

/**
 * A group's heading in the reader's language ('Vastra' → 'वस्त्र'); the type itself stays the
 * event's data. A type the chadhava messages do not list shows as it comes.
 */
export function offeringTypeLabel(type: string): string {
  if (type === DEFAULT_OFFERING_TYPE) return chadhavaT('offerings.other');
  return chadhavaT(`offerings.types.${type}` as ChadhavaKey, { defaultValue: type });
}

/** Offerings grouped by type in the order types first appear; 'Other' always comes last. */
export function groupOfferings<O extends Pick<EventOffering, 'type'>>(offerings: readonly O[]): OfferingGroup<O>[] {
  const groups = new Map<string, O[]>();
  for (const o of offerings) {
    const type = offeringType(o);
    const list = groups.get(type);
    if (list) list.push(o);
    else groups.set(type, [o]);
  }
  const result = [...groups].map(([type, list]) => ({ type, offerings: list }));
  return [
    ...result.filter((g) => g.type !== DEFAULT_OFFERING_TYPE),
    ...result.filter((g) => g.type === DEFAULT_OFFERING_TYPE),
  ];
}
