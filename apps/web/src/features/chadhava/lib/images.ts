import type { ChadhavaEvent } from '@sankalp/shared/api/catalog';

export const CHADHAVA_FALLBACK_IMAGE = '/art/hero-chadhava.svg';

/** The event's own pictures, else its temple's, else the chadhava artwork. */
export function eventImages(event: Pick<ChadhavaEvent, 'images' | 'temple'>): string[] {
  const own = (event.images ?? []).filter(Boolean);
  if (own.length > 0) return own;
  return [event.temple?.image || CHADHAVA_FALLBACK_IMAGE];
}

export const eventImage = (event: Pick<ChadhavaEvent, 'images' | 'temple'>) =>
  eventImages(event)[0] ?? CHADHAVA_FALLBACK_IMAGE;
