import type { PayableKind } from '@sankalp/shared/api/payments';
import { formatWhen as formatIn } from '../../lib/i18n/format';
import type { Language } from '../../lib/i18n/index';
import type { PromisesT } from './i18n/index';
import type { StepKey } from './timeline';

/** A step's name for a record of `kind` (a chadhava's "performed" is an offering; a parcel's "delivered" is not prasad). */
export function stepLabel(t: PromisesT, key: StepKey, kind: PayableKind): string {
  if (key === 'booked')
    return kind === 'donation'
      ? t('steps.bookedDonation')
      : kind === 'product_order' || kind === 'prasad_order'
        ? t('steps.bookedOrder')
        : t('steps.booked');
  if (key === 'performed' && kind === 'chadhava_booking') return t('steps.performedChadhava');
  if (key === 'delivered' && kind === 'product_order') return t('steps.deliveredParcel');
  return t(`steps.${key}`);
}

export function timelineTitle(t: PromisesT, kind: PayableKind): string {
  if (kind === 'donation') return t('titleDonation');
  if (kind === 'product_order' || kind === 'prasad_order') return t('titleOrder');
  return t('title');
}

/** A date as the devotee reads it, in IST: "28 Nov" or, for an hour's promise, "28 Nov, 2:30 pm". */
export function formatWhen(at: Date, language: Language, withTime: boolean): string {
  // Hindi says the part of the day in words ('दोपहर 2:30'), English 'pm'.
  const time: Intl.DateTimeFormatOptions =
    language === 'hi' ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' } : { hour: 'numeric', minute: '2-digit', hour12: true };
  return formatIn(at, { day: 'numeric', month: 'short', ...(withTime ? time : {}) }, language);
}
