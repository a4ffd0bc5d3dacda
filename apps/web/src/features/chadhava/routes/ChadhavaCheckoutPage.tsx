import { ChevronLeft, Flower2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { decodeSlugParam } from '@sankalp/shared/slug';
import { BillPanel, InPageBill, MobilePayBar, type BillSummaryProps } from '../../../components/payments/BillSummary';
import { ReviewNotice, UnverifiedPaymentNotice } from '../../../components/payments/PayNotices';
import { ButtonLink } from '../../../components/ui/Button';
import { FormPageSkeleton } from '../../../components/ui/FormPageSkeleton';
import { Skeleton } from '../../../components/ui/Skeleton';
import { EmptyState, PageLoadFailure } from '../../../components/ui/StateViews';
import { useStoredUser } from '../../../lib/auth';
import { PayFlowStop, accessKeyFor, errorToast, showPayToast, usePayFlow, type PreparedPayment } from '../../../lib/payments';
import { useNow } from '../../../lib/use-now';
import { useTitle } from '../../../lib/use-title';
import { fetchChadhavaBooking } from '../api/booking-by-id';
import { createChadhavaBooking } from '../api/create-booking';
import { useEventByName } from '../api/event-by-name';
import { verifyChadhavaPayment } from '../api/verify-payment';
import { CheckoutEventCard } from '../components/CheckoutEventCard';
import { DonorDetailsForm, donorFieldId } from '../components/DonorDetailsForm';
import {
  CHECKOUT_MESSAGES,
  DONOR_FIELDS,
  donorFormErrors,
  donorInput,
  validationToast,
  type DonorErrors,
  type DonorField,
} from '../lib/checkout-form';
import { prefilledDonorForm, type DonorForm } from '../lib/donor-form';
import { bookingRequest, prepareChadhavaBooking } from '../lib/checkout-plan';
import { eventPath, selectionFromState, successPath, type ChadhavaCheckoutState } from '../lib/checkout-state';
import { chadhavaDraft, type DraftChadhavaBooking } from '../lib/selection-storage';
import { billLines, offeringsCaption, selectedLines, selectionTotal, validateEventSelection, type Selection } from '../lib/selection';

import { useChadhavaT } from '../i18n';

const THEME = '#C2410C';

/**
 * /chadhava-checkout/{event-name-slug} — URL first: the event is loaded by its name, the
 * offerings come from navigation state or this tab's draft, so a refresh or a shared link works.
 */
export default function ChadhavaCheckoutPage() {
  const name = decodeSlugParam(useParams().name ?? '');
  const state = useLocation().state as Partial<ChadhavaCheckoutState> | null;
  const query = useEventByName(name, state?.event);
  const { t } = useChadhavaT();
  useTitle(query.data ? t('titles.checkoutOf', { name: query.data.name }) : t('titles.checkout'));

  if (query.data) return <CheckoutView key={query.data._id} event={query.data} state={state} refetch={() => void query.refetch()} />;
  if (query.isError && !query.isFetching) {
    return (
      <PageLoadFailure
        error={query.error}
        notFound={{ title: t('event.notFound'), message: t('checkout.notFoundText') }}
        failed={{ title: t('event.failed'), message: t('checkout.failedText') }}
        onRetry={() => void query.refetch()}
        back={{ to: '/chadhava', label: t('event.backToEvents') }}
      />
    );
  }
  return <CheckoutSkeleton />;
}

function CheckoutView({
  event,
  state,
  refetch,
}: {
  event: ChadhavaEvent;
  state: Partial<ChadhavaCheckoutState> | null;
  refetch: () => void;
}) {
  const navigate = useNavigate();
  const { t } = useChadhavaT();
  const uid = useId();
  const now = useNow();
  const user = useStoredUser();
  const draft = useMemo(() => chadhavaDraft(event._id, event.offerings), [event._id, event.offerings]);

  // What is being offered: the event page's hand-over, else this tab's draft.
  const [selection] = useState<Selection>(() => selectionFromState(state, event) ?? draft.load()?.selection ?? {});
  const [form, setForm] = useState<DonorForm>(() => draft.load()?.donor ?? prefilledDonorForm(user));
  const [touched, setTouched] = useState<Partial<Record<DonorField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    draft.save({ selection: Object.keys(selection).length > 0 ? selection : undefined, donor: form });
  }, [draft, selection, form]);

  const lines = selectedLines(event.offerings, selection);
  const total = selectionTotal(event, selection);
  const eventProblem = validateEventSelection(event, selection, now).general;
  const errors = donorFormErrors(form);
  const shown: DonorErrors = Object.fromEntries(
    DONOR_FIELDS.filter((f) => (submitted || touched[f]) && errors[f]).map((f) => [f, errors[f]]),
  );

  /** The human reference of the booking being paid (SNK-…), else its id. */
  const referenceOf = (id: string) => {
    const b = draft.load()?.booking;
    return (b?.id === id && b.reference) || id;
  };
  const toSuccess = (bookingId: string) => {
    draft.clear();
    navigate(successPath(event, bookingId), { replace: true });
  };

  const flow = usePayFlow({
    kind: 'chadhava_booking',
    prepare: async () => {
      const { booking, paid } = await prepareChadhavaBooking({
        draft,
        request: bookingRequest(event._id, selection, form, total),
        create: createChadhavaBooking,
        read: (id) => fetchChadhavaBooking(id),
      });
      if (paid) {
        toSuccess(booking.id);
        throw new PayFlowStop('already paid');
      }
      return preparedOf(booking);
    },
    window: (p) => ({
      name: 'Sankalp',
      description: t('checkout.payDescription', { event: event.name }),
      prefill: { name: form.fullName.trim(), email: form.email.trim(), contact: form.phone },
      notes: { event: event.name, temple: event.temple?.name ?? '', gotra: donorInput(form).gotra ?? '', booking_id: p.id },
      theme: { color: THEME },
    }),
    verify: (p, r) => verifyChadhavaPayment(p.id, r),
    status: async (p) => (await fetchChadhavaBooking(p.id)).payment_status,
    onPaid: (p) => toSuccess(p.id),
    onPrepareError: (code) => {
      // The event changed under the devotee (prices, slots, date): show it as it is now.
      if (
        code === 'total_changed' ||
        code === 'event_full' ||
        code === 'event_closed' ||
        code === 'event_inactive' ||
        code === 'listing_unapproved'
      )
        refetch();
      return false;
    },
    messages: {
      preparing: t('checkout.preparing'),
      prepared: { title: t('checkout.preparedTitle'), description: t('checkout.preparedText') },
      successDescription: (p) => t('checkout.success', { reference: referenceOf(p.id) }),
      failedDescription: (reason) => t('checkout.failed', { reason: reason.replace(/[.!\s]+$/, '') }),
      prepareErrorTitle: t('checkout.errorTitle'),
      prepareErrorFallback: t('checkout.errorFallback'),
    },
  });

  if (lines.length === 0 && event.basePrice <= 0) return <NothingSelected event={event} />;

  const pay = () => {
    setSubmitted(true);
    const problem = validationToast(form, errors);
    if (problem) {
      showPayToast(errorToast(problem.title, problem.description));
      const first = DONOR_FIELDS.find((f) => errors[f]);
      if (first) document.getElementById(donorFieldId(uid, first))?.focus();
      return;
    }
    if (total <= 0) {
      showPayToast(errorToast(CHECKOUT_MESSAGES.amountTitle, CHECKOUT_MESSAGES.amountDescription));
      return;
    }
    void flow.pay();
  };

  const bill: BillSummaryProps = {
    lines: billLines(event.basePrice, lines),
    total,
    payLabel: t('checkout.pay'),
    phase: flow.phase,
    // A payment waiting for confirmation or review must not be paid twice.
    disabled: !!flow.unverified || !!flow.review,
    onPay: pay,
    message: submitted && Object.keys(errors).length > 0 ? CHECKOUT_MESSAGES.validationDescription : null,
    unavailable: eventProblem ?? undefined,
    assurance: t('checkout.assurance'),
    title: t('checkout.orderSummary'),
  };
  const reviewed = flow.review ? draft.load()?.booking : undefined;

  return (
    <div className="bg-gradient-to-b from-cream-100 to-cream-50 to-[320px]">
      <div className="container-page pb-2 pt-3 md:pb-16 md:pt-6">
        <Link
          to={eventPath(event)}
          className="-ml-2 inline-flex min-h-11 max-w-full items-center gap-1 rounded-full px-2 text-sm font-semibold text-saffron-700 hover:bg-cream-100"
        >
          <ChevronLeft className="h-4 w-4 shrink-0" aria-hidden /> <span className="truncate">
            <span className="sr-only">{t('checkout.backTo')}</span>
            {event.name}
          </span>
        </Link>
        <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,1fr)_320px] md:gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
          <div className="min-w-0 space-y-6">
            <div>
              <h1 className="font-display text-[26px] font-bold leading-tight md:text-[32px]">{t('checkout.title')}</h1>
              <p className="mt-2 max-w-2xl text-ink-600">
                {t('checkout.intro')}
              </p>
            </div>
            <div className="md:hidden">
              <CheckoutEventCard event={event} compact />
            </div>
            {flow.unverified && (
              <UnverifiedPaymentNotice
                reference={referenceOf(flow.unverified.id)}
                to={successPath(event, flow.unverified.id)}
                what="booking"
              />
            )}
            {flow.review && <ReviewNotice message={flow.review} to={reviewed ? successPath(event, reviewed.id) : undefined} />}
            {eventProblem && (
              <p role="alert" className="rounded-[12px] border border-danger/30 bg-white p-4 text-sm font-semibold text-danger">
                {t('checkout.problem', { problem: eventProblem })}{' '}
                <Link to="/chadhava" className="text-saffron-700 underline">
                  {t('checkout.otherEvents')}
                </Link>
              </p>
            )}
            <DonorDetailsForm
              uid={uid}
              form={form}
              errors={shown}
              disabled={flow.phase !== 'idle'}
              onChange={setForm}
              onBlur={(f) => setTouched((t) => ({ ...t, [f]: true }))}
            />
            <InPageBill {...bill} />
          </div>
          <BillPanel {...bill} label={t('checkout.yourOrder')} header={<CheckoutEventCard event={event} />} />
        </div>
      </div>
      <MobilePayBar {...bill} caption={offeringsCaption(lines)} />
    </div>
  );
}

const preparedOf = (b: DraftChadhavaBooking): PreparedPayment => ({
  kind: 'chadhava_booking',
  id: b.id,
  accessKey: accessKeyFor('chadhava_booking', b.id) ?? '',
  order: b.order,
  amount: b.amount,
  keyId: b.keyId,
});

/** Nothing picked and no base price: nothing to pay for yet. */
function NothingSelected({ event }: { event: ChadhavaEvent }) {
  const { t } = useChadhavaT();
  return (
    <div className="container-page py-16">
      <EmptyState
        level={1}
        icon={<Flower2 className="h-12 w-12" aria-hidden />}
        title={t('checkout.nothingTitle')}
        message={t('checkout.nothingText', { event: event.name })}
        action={<ButtonLink to={eventPath(event)}>{t('checkout.chooseOfferings')}</ButtonLink>}
      />
    </div>
  );
}

function CheckoutSkeleton() {
  const { t } = useChadhavaT();
  return (
    <FormPageSkeleton label={t('checkout.loading')}>
      <Skeleton className="h-24 w-full md:hidden" />
      <Skeleton className="h-96 w-full" />
    </FormPageSkeleton>
  );
}
