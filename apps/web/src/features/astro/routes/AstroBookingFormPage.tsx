import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { Pandit } from '@sankalp/shared/api/catalog';
import type { PanditAvailability, TimeInterval } from '@sankalp/shared/api/pandit-bookings';
import { PANDIT_BOOKING_ERRORS, PANDIT_SERVICE_LABELS } from '@sankalp/shared/schemas/panditBooking';
import { ReviewNotice, UnverifiedPaymentNotice } from '../../../components/payments/PayNotices';
import { MobileTotalBar } from '../../../components/ui/Bill';
import { FormPageSkeleton } from '../../../components/ui/FormPageSkeleton';
import { Skeleton } from '../../../components/ui/Skeleton';
import { PageLoadFailure } from '../../../components/ui/StateViews';
import { ApiError, isNotFound } from '../../../lib/api';
import { useStoredUser } from '../../../lib/auth';
import { PayFlowStop, accessKeyFor, errorToast, showPayToast, usePayFlow } from '../../../lib/payments';
import { useNow } from '../../../lib/use-now';
import { useTitle } from '../../../lib/use-title';
import { usePandit } from '../api/get-pandit';
import { createPanditBooking } from '../api/create-pandit-booking';
import { availabilityKey, useAvailability } from '../api/pandit-availability';
import { fetchPanditBooking } from '../api/pandit-booking-by-id';
import { verifyPanditPayment } from '../api/verify-pandit-payment';
import { ConsultFields, consultFieldId } from '../components/ConsultFields';
import { ConsultPayButton, ConsultSummary } from '../components/ConsultSummary';
import { PanditSummary } from '../components/PanditSummary';
import { afterPaid, consultDraft, startingForm } from '../lib/consult-draft';
import {
  CONSULT_FIELDS,
  consultErrors,
  consultRequest,
  firstError,
  prefilledConsultForm,
  type ConsultErrors,
  type ConsultField,
  type ConsultForm,
} from '../lib/consult-form';
import { draftBookingOf, freeOfSlotTaken, planConsultPayment, preparedOf, receiptPath } from '../lib/consult-payment';
import { isIsoDate, istDateOf, longDayOf, rangeFromInterval } from '../lib/consult-time';
import { readPanditState } from '../pandit-state';
import { localizeMessage } from '../../../lib/i18n/index';
import { serviceLabel } from '../../../components/catalog/labels/index';
import { useAstroT } from '../i18n';

const THEME = '#C2410C';
/** The spec's way back (/astrologers is no route; the astrologer list is /astro). */
const ASTROLOGERS_PATH = '/astro';

/**
 * /astro-booking-form/{panditId} — Book Consultation (spec part 3 §§ 2, 5, 8). URL first: the
 * pandit comes from navigation state when the profile hands it over, else it is loaded by id; the
 * form is kept in this tab's draft, so a refresh loses nothing.
 */
export default function AstroBookingFormPage() {
  const { t } = useAstroT();
  useTitle(t('titles.book'));
  const { panditId = '' } = useParams();
  const pandit = usePandit(panditId, readPanditState(useLocation().state));

  if (pandit.data) return <BookingForm key={pandit.data._id} pandit={pandit.data} />;
  if (pandit.isError && !pandit.isFetching) {
    return (
      <PageLoadFailure
        error={pandit.error}
        notFound={{ title: t('form.notFound'), message: t('form.notFoundText') }}
        failed={{ title: t('form.failed'), message: t('form.failedText') }}
        onRetry={() => void pandit.refetch()}
        back={{ to: ASTROLOGERS_PATH, label: t('form.backToAstrologers') }}
      />
    );
  }
  return (
    <FormPageSkeleton label={t('form.loading')}>
      <Skeleton className="h-20 w-full md:hidden" />
      <Skeleton className="h-72 w-full" />
      <Skeleton className="h-96 w-full" />
    </FormPageSkeleton>
  );
}

function BookingForm({ pandit }: { pandit: Pandit }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const uid = useId();
  const { t, language } = useAstroT();
  const user = useStoredUser();
  // "Today" in IST, checked each minute: the date picker's minimum moves at midnight.
  const today = istDateOf(useNow(true, 60_000).getTime());
  const [draft] = useState(() => consultDraft());
  const [form, setForm] = useState<ConsultForm>(() => {
    const stored = draft.load();
    return startingForm(stored, pandit._id, prefilledConsultForm(user, pandit.services));
  });
  const [touched, setTouched] = useState<Partial<Record<ConsultField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ConsultErrors>({});
  // A 409 slot_taken: the list below was refreshed and says so, until another time is picked.
  const [taken, setTaken] = useState(false);

  useEffect(() => {
    // Another pandit's booking in the draft is not this one's.
    const stored = draft.load();
    draft.save({ panditId: pandit._id, form, ...(stored && stored.panditId !== pandit._id ? { booking: undefined } : {}) });
  }, [draft, pandit._id, form]);

  const dateToAsk = isIsoDate(form.date) && form.date >= today ? form.date : null;
  const availability = useAvailability(pandit._id, dateToAsk);
  const free = dateToAsk && availability.isSuccess ? availability.data : null;
  const fee = pandit.consultationFee;

  const errors: ConsultErrors = {
    ...serverErrors,
    ...consultErrors(form, { panditId: pandit._id, fee, services: pandit.services, today, free }),
  };
  const shown: ConsultErrors = Object.fromEntries(
    CONSULT_FIELDS.filter((f) => (submitted || touched[f]) && errors[f]).map((f) => [f, errors[f]]),
  );

  const change = (patch: Partial<ConsultForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    const fields = Object.keys(patch) as ConsultField[];
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k as ConsultField))));
    if (fields.some((f) => f === 'date' || f === 'from' || f === 'to')) setTaken(false);
  };
  const pickInterval = (i: TimeInterval) => {
    change(rangeFromInterval(i));
    setTouched((t) => ({ ...t, from: true, to: true }));
  };

  const focusField = (field: ConsultField) => document.getElementById(consultFieldId(uid, field))?.focus();
  const toReceipt = (bookingId: string, key: string | null) => {
    draft.save(afterPaid(form));
    void queryClient.invalidateQueries({ queryKey: ['account'] });
    // Replace: Back must not lead to this form again with the paid time in it.
    navigate(receiptPath(bookingId, key), { replace: true });
  };
  const referenceOf = (id: string) => {
    const b = draft.load()?.booking;
    return (b?.id === id && b.reference) || id;
  };
  const label = serviceLabel(form.serviceType || null);
  // The payment's notes are read by our team: kept in English.
  const noteLabel = form.serviceType ? PANDIT_SERVICE_LABELS[form.serviceType] : 'Consultation';

  const flow = usePayFlow({
    kind: 'pandit_booking',
    async prepare() {
      const request = consultRequest(pandit._id, form, fee);
      const key = JSON.stringify(request);
      const stored = draft.load()?.booking;
      let server = null;
      if (stored) {
        server = await fetchPanditBooking(stored.id, accessKeyFor('pandit_booking', stored.id)).catch((e: unknown) => {
          if (isNotFound(e)) return null;
          throw e;
        });
      }
      const plan = planConsultPayment({ stored, key, server, now: Date.now() });
      if (stored && plan === 'paid') {
        toReceipt(stored.id, accessKeyFor('pandit_booking', stored.id));
        throw new PayFlowStop('already paid');
      }
      if (stored && plan === 'reuse') return preparedOf(stored, accessKeyFor('pandit_booking', stored.id) ?? '');
      const created = await createPanditBooking(request);
      const booking = draftBookingOf(created, key);
      draft.save({ booking });
      return preparedOf(booking, created.accessKey);
    },
    window: (p) => ({
      name: 'Sankalp',
      description: t('form.payDescription', { service: label, name: pandit.name }),
      image: pandit.img,
      prefill: { name: form.name.trim(), email: form.email.trim().toLowerCase(), contact: form.phone },
      notes: {
        pandit: pandit.name,
        service: noteLabel,
        when: `${longDayOf(form.date, 'en')}, ${form.from}–${form.to} IST`,
        booking_id: p.id,
      },
      theme: { color: THEME },
    }),
    verify: (p, r) => verifyPanditPayment(p.id, r),
    status: async (p) => (await fetchPanditBooking(p.id, p.accessKey || accessKeyFor('pandit_booking', p.id))).payment_status,
    onPaid: (p) => toReceipt(p.id, p.accessKey || accessKeyFor('pandit_booking', p.id)),
    onPrepareError(code, err) {
      if (code === 'slot_taken') {
        // Someone took the time between the list and Pay: show the day's free times as they are now.
        const fresh = freeOfSlotTaken(err instanceof ApiError ? err.body : null);
        const key = availabilityKey(pandit._id, form.date);
        if (fresh) queryClient.setQueryData<PanditAvailability>(key, { date: form.date, timezone: 'Asia/Kolkata', free: fresh });
        void queryClient.invalidateQueries({ queryKey: key });
        setTaken(true);
        showPayToast(errorToast(localizeMessage(PANDIT_BOOKING_ERRORS.taken, language), t('form.takenText')));
        document.getElementById(`${uid}-free`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        return true;
      }
      // The fee changed: show the current one (the flow's toast names it).
      if (code === 'total_changed') void queryClient.invalidateQueries({ queryKey: ['astro', 'pandit', pandit._id] });
      if (code === 'validation_failed' && err instanceof ApiError) {
        const mapped: ConsultErrors = {};
        for (const [path, message] of Object.entries(err.fieldErrors)) {
          const field = path.replace(/^(customer|preferredTime)\./, '');
          if ((CONSULT_FIELDS as readonly string[]).includes(field)) mapped[field as ConsultField] ??= message;
        }
        setServerErrors(mapped);
      }
      return false;
    },
    messages: {
      preparing: t('form.preparing'),
      prepared: { title: t('form.preparedTitle'), description: t('form.preparedText') },
      successTitle: t('form.successTitle'),
      successDescription: () => t('form.successText', { service: label, name: pandit.name }),
      failedDescription: (reason) => t('form.failedPay', { reason: reason.replace(/[.!\s]+$/, '') }),
      prepareErrorTitle: t('form.errorTitle'),
      prepareErrorFallback: t('form.errorFallback'),
    },
  });

  const pay = () => {
    setSubmitted(true);
    const first = firstError(errors);
    if (first) {
      showPayToast(errorToast(localizeMessage(errors[first] ?? '', language), t('form.checkField')));
      focusField(first);
      return;
    }
    void flow.pay();
  };

  const busy = flow.phase !== 'idle';
  // A payment waiting for confirmation or review must not be paid twice.
  const payProps = { phase: flow.phase, disabled: !!flow.unverified || !!flow.review, onPay: pay };
  const reviewed = flow.review ? draft.load()?.booking : undefined;

  return (
    <div className="bg-gradient-to-b from-cream-100 to-cream-50 to-[320px]">
      <div className="container-page pb-2 pt-3 md:pb-16 md:pt-6">
        <Link
          to={`/astro-booking/${pandit._id}`}
          state={{ pandit }}
          className="-ml-2 inline-flex min-h-11 max-w-full items-center gap-1 rounded-full px-2 text-sm font-semibold text-saffron-700 hover:bg-cream-100"
        >
          <ChevronLeft className="h-4 w-4 shrink-0" aria-hidden />
          <span className="truncate">
            <span className="sr-only">{t('form.backTo')}</span>
            {pandit.name}
          </span>
        </Link>
        <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,1fr)_320px] md:gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
          <div className="min-w-0 space-y-6">
            <div>
              <h1 className="font-display text-[26px] font-bold leading-tight md:text-[32px]">{t('form.title')}</h1>
              <p className="mt-2 max-w-2xl text-ink-600">
                {t('form.intro', { name: pandit.name })}
              </p>
            </div>
            <div className="rounded-[12px] bg-white p-4 shadow-raised md:hidden">
              <PanditSummary pandit={pandit} />
            </div>
            {flow.unverified && (
              <UnverifiedPaymentNotice
                reference={referenceOf(flow.unverified.id)}
                to={receiptPath(flow.unverified.id)}
                what="booking"
              />
            )}
            {flow.review && <ReviewNotice message={flow.review} to={reviewed ? receiptPath(reviewed.id) : undefined} />}
            <ConsultFields
              uid={uid}
              form={form}
              errors={shown}
              onChange={change}
              onBlur={(f) => setTouched((t) => ({ ...t, [f]: true }))}
              disabled={busy}
              panditName={pandit.name}
              services={pandit.services}
              today={today}
              availability={{
                status: !dateToAsk ? 'idle' : availability.status,
                free: availability.data,
                onRetry: () => void availability.refetch(),
              }}
              taken={taken}
              onPickInterval={pickInterval}
            />
            <div className="rounded-[12px] bg-white p-5 shadow-raised md:hidden">
              <ConsultSummary pandit={pandit} form={form} />
            </div>
          </div>
          <aside className="hidden md:block" aria-label={t('form.summary')}>
            <div className="sticky top-24 rounded-[12px] bg-white p-5 shadow-raised">
              <ConsultSummary pandit={pandit} form={form} pay={payProps} />
            </div>
          </aside>
        </div>
      </div>
      <MobileTotalBar total={fee}>
        <ConsultPayButton {...payProps} className="min-w-44 shrink-0 px-4 text-[15px]" />
      </MobileTotalBar>
    </div>
  );
}
