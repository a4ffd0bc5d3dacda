import { normalizeTrackingId } from '@sankalp/shared/schemas/prasad';
import type { TrackingColor } from '@sankalp/shared/api/prasad';

/** The id as typed, blanks removed and upper-cased; null when blank (a blank lookup is ignored). */
export function normaliseTrackingId(input: string): string | null {
  const id = normalizeTrackingId(input);
  return id === '' ? null : id;
}

export type TrackingBadgeTone = TrackingColor;

/** Badge colours: delivered green, in transit blue, out for delivery orange, processing yellow, other grey. */
export function trackingBadgeTone(status: string): TrackingBadgeTone {
  switch (status.trim().toLowerCase()) {
    case 'delivered':
      return 'green';
    case 'in transit':
      return 'blue';
    case 'out for delivery':
      return 'orange';
    case 'processing':
      return 'yellow';
    default:
      return 'grey';
  }
}
