import { useNavigate } from 'react-router';
import type { ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { EVENT_ABOUT_PREVIEW, MIN_CHADHAVA_BOOKING_AMOUNT, TOAST_ERROR_MS } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import { approvalView } from '../../../components/catalog/listing-approval';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { buildCheckoutState, checkoutPath } from '../lib/checkout-state';
import { canProceed, hasErrors, selectedLines, selectionTotal, validateEventSelection } from '../lib/selection';
import { useEventSelection } from '../lib/use-event-selection';
import { BookingSummary, MobileBookingBar, type SummaryProps } from './BookingSummary';
import { EventGallery } from './EventGallery';
import { EventOverview } from './EventOverview';
import { ExpandableText } from './ExpandableText';
import { OfferingsSection } from './OfferingsSection';
import { useChadhavaT } from '../i18n';

/** The loaded event: details, offerings, and the summary that leads to checkout. */
export function EventBooking({ event }: { event: ChadhavaEvent }) {
  const navigate = useNavigate();
  const now = useNow();
  const { selection, touched, touch, add, change } = useEventSelection(event);
  const { t } = useT();
  const { t: tc } = useChadhavaT();
  // Not yet confirmed by its temple (or changed since): offerings can be chosen, not paid (B9).
  const approval = approvalView(event.approval, 'event', event.temple?.name ?? '', t);

  const lines = selectedLines(event.offerings, selection);
  const total = selectionTotal(event, selection);
  // Derived from the current selection, so any change clears a message that no longer applies.
  const errors = validateEventSelection(event, selection, now);
  // A closed or full event says that first; else one awaiting its temple says so, from the start.
  const unapproved = approval.state === 'awaiting' && !errors.general ? approval.detail : null;
  const shown = touched ? errors : { general: null, offerings: null };

  const proceed = () => {
    if (unapproved) return;
    touch();
    if (hasErrors(errors)) {
      toast.error(tc('summary.validationTitle'), {
        description: tc('summary.validationText'),
        duration: TOAST_ERROR_MS,
      });
      return;
    }
    if (total <= MIN_CHADHAVA_BOOKING_AMOUNT) {
      toast.error(tc('summary.amountTitle'), {
        description: tc('summary.amountText', { amount: formatINR(MIN_CHADHAVA_BOOKING_AMOUNT) }),
        duration: TOAST_ERROR_MS,
      });
      return;
    }
    navigate(checkoutPath(event), { state: buildCheckoutState(event, selection) });
  };

  const summary: SummaryProps = {
    basePrice: event.basePrice,
    lines,
    total,
    message: unapproved ?? shown.general ?? shown.offerings,
    disabled: unapproved !== null || !canProceed(errors, touched, total),
    onProceed: proceed,
  };

  return (
    <div className="container-page pb-8 pt-6 md:pb-16 md:pt-10">
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_320px] lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0">
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            <EventGallery event={event} />
            <EventOverview event={event} now={now} />
          </div>
          {event.about && (
            <section aria-labelledby="about-title" className="mt-10 rounded-[12px] bg-cream-100 p-5 md:p-6">
              <h2 id="about-title" className="font-display text-[22px] font-bold">
                {tc('event.about')}
              </h2>
              <ExpandableText text={event.about} max={EVENT_ABOUT_PREVIEW} className="mt-2" />
            </section>
          )}
          <OfferingsSection
            offerings={event.offerings}
            selection={selection}
            error={shown.offerings}
            onAdd={add}
            onChange={change}
          />
        </div>
        <div className="hidden md:block">
          <div className="sticky top-20">
            <BookingSummary {...summary} />
          </div>
        </div>
      </div>
      <MobileBookingBar {...summary} />
    </div>
  );
}
