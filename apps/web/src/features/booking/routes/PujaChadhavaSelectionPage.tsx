import { AlertTriangle, Flower2, HandCoins, MessageSquareText, PencilLine, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { PujaDetail, PujaPackage } from '@sankalp/shared/api/catalog';
import { CURRENCY, SPECIAL_PRAYERS_MAX, TOAST_ERROR_MS } from '@sankalp/shared/constants';
import { decodeSlugParam, matchesSlug } from '@sankalp/shared/slug';
import { templeName } from '../../../components/catalog/format';
import { usePujaStatus } from '../../../components/catalog/use-puja-status';
import { ButtonLink } from '../../../components/ui/Button';
import { ApiError, isNotFound } from '../../../lib/api';
import { openCheckout } from '../../../lib/payments';
import { SUPPORT } from '../../../lib/support';
import { toast } from '../../../lib/toast';
import { useTitle } from '../../../lib/use-title';
import { fetchBooking } from '../api/booking-by-id';
import { createBooking } from '../api/create-booking';
import { useBookingPuja } from '../api/puja-by-name';
import { updateChadhava } from '../api/update-chadhava';
import { verifyPujaPayment } from '../api/verify-payment';
import { ChadhavaItems } from '../components/ChadhavaItems';
import { FormField as Field, inputClass } from '../../../components/ui/FormField';
import { FormSection } from '../components/FormSection';
import { MobilePayBar, PaySummary, type PayPhase, type PaySummaryProps } from '../components/PaySummary';
import { PujaSummary } from '../components/PujaSummary';
import { BackLink, StepLayout } from '../components/StepLayout';
import { PujaClosed, PujaLoadProblem, StepSkeleton } from '../components/StepStates';
import { clearDraft, loadDraft, saveDraft, sessionDraftStorage, type DraftBooking } from '../lib/draft';
import { buildCheckoutNotes, checkoutDescription } from '../lib/notes';
import { findPackage, resolvePackageId } from '../lib/packages';
import { detailsPath, pujaSlug, sankalpPath, successPath } from '../lib/paths';
import {
  checkoutOutcomeToast,
  classifyPayFailure,
  payErrorToast,
  paymentSuccessToast,
  totalChangedToast,
  verifyFailedToast,
  type ToastSpec,
} from '../lib/payment-messages';
import { restoreForm, emptySankalpForm, type SankalpFormValues } from '../lib/sankalp-form';
import {
  SELECTION_MESSAGES,
  addItem,
  bookingPayload,
  chadhavaPayload,
  chadhavaTotal,
  changeItem,
  checkSelection,
  effectiveDakshina,
  emptySelection,
  hasChadhava,
  planPayment,
  selectedLines,
  selectionKey,
  selectionTotal,
  setDakshina,
  setIncluded,
  type ChadhavaSelection,
} from '../lib/selection';

type NavState = {
  puja?: PujaDetail & { selectedPackage?: PujaPackage };
  sankalpId?: string;
  sankalpFormData?: SankalpFormValues;
} | null;

const THEME = '#C2410C';
const DAKSHINA_CHIPS = [51, 101, 251, 501];

const show = (t: ToastSpec) => toast[t.kind](t.title, { description: t.description, duration: t.duration });

/** /puja-chadhava-selection/:name?package={id}&sankalp={id} — works from the URL alone (part 2 § 2). */
export default function PujaChadhavaSelectionPage() {
  const { name } = useParams();
  if (!name) return <Navigate to="/pujas" replace />;
  const slug = pujaSlug(decodeSlugParam(name));
  return <ChadhavaStep key={slug} slug={slug} />;
}

function ChadhavaStep({ slug }: { slug: string }) {
  const state = useLocation().state as NavState;
  const seed = state?.puja && matchesSlug(state.puja.title, slug) ? state.puja : undefined;
  const query = useBookingPuja(slug, seed);
  useTitle(query.data ? `Chadhava — ${query.data.title}` : 'Chadhava and dakshina');

  if (query.isPending || (query.isError && query.isFetching)) return <StepSkeleton />;
  if (query.isError) return <PujaLoadProblem notFound={isNotFound(query.error)} onRetry={() => void query.refetch()} />;
  return <ChadhavaStepView slug={slug} puja={query.data} state={state} refetchPuja={() => void query.refetch()} />;
}

function ChadhavaStepView({
  slug,
  puja,
  state,
  refetchPuja,
}: {
  slug: string;
  puja: PujaDetail;
  state: NavState;
  refetchPuja: () => void;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const uid = useId();
  const storage = sessionDraftStorage();
  const status = usePujaStatus(puja.startTime, puja.endTime);
  const [draft] = useState(() => loadDraft(storage, slug));

  // The sankalp: id from the URL (or state, or draft); its details from state or the draft.
  const sankalpId = params.get('sankalp') || state?.sankalpId || draft.sankalp?.id || '';
  const sankalpForm: SankalpFormValues | undefined =
    state?.sankalpId === sankalpId && state.sankalpFormData
      ? restoreForm(state.sankalpFormData, emptySankalpForm())
      : draft.sankalp?.id === sankalpId
        ? draft.sankalp.form
        : undefined;
  const packages = puja.waysToParticipate ?? [];
  const { id: packageId, requested: requestedPackage } = resolvePackageId(packages, [
    params.get('package'),
    state?.puja?.selectedPackage?._id,
    draft.sankalp?.packageId,
  ]);
  const pkg = findPackage(packages, packageId);

  const [sel, setSel] = useState<ChadhavaSelection>(() => draft.selection ?? emptySelection());
  const [showErrors, setShowErrors] = useState(false);
  const [phase, setPhase] = useState<PayPhase>('idle');
  const [serverTotal, setServerTotal] = useState<{ key: string; amount: number } | null>(null);
  const [closedByServer, setClosedByServer] = useState(false);
  const [unverified, setUnverified] = useState<string | null>(null);
  const busy = useRef(false);
  const chadhavaRef = useRef<HTMLElement>(null);

  // Every change is kept in the draft (a refresh loses nothing).
  useEffect(() => {
    saveDraft(storage, slug, { selection: sel });
  }, [storage, slug, sel]);

  const lines = selectedLines(puja.chadhavaPooja ?? [], sel);
  const dakshina = effectiveDakshina(sel);
  const key = selectionKey(pkg?._id ?? '', lines, sel);
  const computed = selectionTotal(pkg?.price, lines, sel);
  const total = serverTotal && serverTotal.key === key ? serverTotal.amount : computed;
  const check = checkSelection({ pujaId: puja._id, packagePrice: pkg?.price, sel, lines, total });
  const closed = status === 'closed' || closedByServer;

  if (!sankalpId || !sankalpForm) {
    return (
      <Navigate
        replace
        to={sankalpPath(slug, packageId ?? requestedPackage)}
        state={{ notice: 'Please fill in your sankalp details first. Your offerings come next.' }}
      />
    );
  }
  if (closed) return <PujaClosed title={puja.title} />;

  const donor = {
    full_name: sankalpForm.full_name.trim(),
    email: sankalpForm.email_address.trim(),
    phone: sankalpForm.phone_number.trim(),
  };
  const gotra = sankalpForm.gotra_unknown ? 'Kashyap' : sankalpForm.gotra.trim();
  const family = sankalpForm.family_members_names.filter((n) => n.trim());

  const update = (next: ChadhavaSelection) => setSel(next);

  const pay = async () => {
    if (busy.current) return;
    setShowErrors(true);
    if (check.blocking) {
      toast.error(check.blocking, { duration: TOAST_ERROR_MS });
      if (check.chadhava) {
        chadhavaRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
        chadhavaRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus({ preventScroll: true });
      }
      return;
    }
    if (!pkg) return;
    busy.current = true;
    setUnverified(null);
    setPhase('booking');
    const stored = loadDraft(storage, slug).booking;
    try {
      let server: { status: string; orderId: string | null } | null = null;
      if (stored && stored.sankalpId === sankalpId && stored.packageId === pkg._id) {
        try {
          const b = await fetchBooking(stored.id);
          server = { status: b.payment_status, orderId: b.order_id };
        } catch (e) {
          if (!isNotFound(e)) throw e;
        }
      }
      const plan = planPayment({
        draft: stored && { ...stored, orderId: stored.order.id },
        sankalpId,
        packageId: pkg._id,
        key,
        carriesChadhava: hasChadhava(lines, sel),
        server,
      });
      if (plan === 'paid' && stored) {
        clearDraft(storage, slug);
        navigate(successPath(slug, stored.id), { replace: true });
        return;
      }
      let booking: DraftBooking;
      if (plan === 'reuse' && stored) {
        booking = stored;
      } else {
        const res =
          plan === 'update' && stored
            ? await updateChadhava(chadhavaPayload(stored.id, lines, sel, total))
            : await createBooking(
                bookingPayload({ pujaId: puja._id, packageId: pkg._id, sankalpId, donor, lines, sel, total }),
              );
        booking = {
          id: res.booking._id,
          sankalpId,
          packageId: pkg._id,
          key,
          order: res.order,
          amount: res.amount,
          keyId: res.keyId,
        };
        saveDraft(storage, slug, { booking });
      }

      setPhase('checkout');
      const result = await openCheckout({
        orderId: booking.order.id,
        amountPaise: booking.order.amount,
        currency: booking.order.currency || CURRENCY,
        name: 'Sankalp',
        description: checkoutDescription(puja.title, pkg.thumbnailTitle),
        prefill: { name: donor.full_name, email: donor.email, contact: donor.phone },
        notes: buildCheckoutNotes({
          pujaTitle: puja.title,
          packageTitle: pkg.thumbnailTitle,
          templeName: templeName(puja.temple),
          gotra,
          chadhavaTotal: chadhavaTotal(lines),
          bookingId: booking.id,
        }),
        theme: { color: THEME },
        keyId: booking.keyId,
      });
      if (result.outcome !== 'success') {
        show(checkoutOutcomeToast(result));
        return;
      }

      setPhase('verifying');
      const verified = await verifyPujaPayment(booking.id, result.response)
        .then((r) => r.verified)
        .catch(() => false);
      if (!verified) {
        show(verifyFailedToast(SUPPORT.phone));
        setUnverified(booking.id);
        return;
      }
      clearDraft(storage, slug);
      show(paymentSuccessToast(booking.amount, result.response.razorpay_payment_id));
      navigate(successPath(slug, booking.id), { replace: true });
    } catch (e) {
      const failure = classifyPayFailure(e instanceof ApiError ? e : null);
      switch (failure.type) {
        case 'total-changed':
          setServerTotal({ key, amount: failure.amount });
          show(totalChangedToast(failure.amount));
          refetchPuja();
          break;
        case 'closed':
          toast.error(failure.message, { description: 'Nothing has been charged.', duration: TOAST_ERROR_MS });
          setClosedByServer(true);
          break;
        case 'paid':
          if (stored) {
            clearDraft(storage, slug);
            navigate(successPath(slug, stored.id), { replace: true });
          }
          break;
        case 'expired':
          saveDraft(storage, slug, { booking: undefined });
          toast.error('This booking has expired. Please book again.', {
            description: 'Press Pay once more to start a fresh booking. Nothing has been charged.',
            duration: TOAST_ERROR_MS,
          });
          break;
        case 'sankalp-missing':
          navigate(sankalpPath(slug, pkg._id), {
            replace: true,
            state: { notice: 'Please confirm your sankalp details once more, then continue to payment.' },
          });
          break;
        default:
          show(payErrorToast());
      }
    } finally {
      busy.current = false;
      setPhase('idle');
    }
  };

  const summary: PaySummaryProps = {
    puja,
    pkg,
    lines,
    dakshina,
    total,
    totalFromServer: !!serverTotal && serverTotal.key === key && serverTotal.amount !== computed,
    message: showErrors ? check.blocking : null,
    phase,
    disabled: false,
    onPay: () => void pay(),
  };
  const items = puja.chadhavaPooja ?? [];
  const chadhavaError = showErrors ? check.chadhava : null;

  return (
    <StepLayout
      step={2}
      back={<BackLink to={detailsPath(slug)}>{puja.title}</BackLink>}
      title="Chadhava & dakshina"
      subtitle="Add offerings to be made in your name during the puja, and a dakshina for the pandit. This step is optional."
      strip={<PujaSummary variant="strip" puja={puja} pkg={pkg} />}
      aside={<PaySummary {...summary} />}
    >
      <div className="space-y-6">
        {unverified && <VerifyNotice slug={slug} bookingId={unverified} />}

        {!pkg && (
          <div role="alert" className="flex gap-3 rounded-[12px] border border-danger/30 bg-white p-4 text-sm">
            <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden />
            <div>
              <p className="font-semibold text-danger">{SELECTION_MESSAGES.noPackage}</p>
              <p className="mt-1 text-ink-600">Please choose the package for your puja first.</p>
              <ButtonLink to={sankalpPath(slug)} variant="outline" size="sm" className="mt-3">
                Choose a package
              </ButtonLink>
            </div>
          </div>
        )}

        <SankalpCard name={donor.full_name} gotra={gotra} family={family} editTo={sankalpPath(slug, pkg?._id)} />

        <section
          ref={chadhavaRef}
          aria-labelledby={`${uid}-chadhava-title`}
          className="scroll-mt-28 rounded-[12px] bg-white p-5 shadow-raised md:p-6"
        >
          <div className="flex items-start gap-3">
            <span className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-saffron-50 text-saffron-700" aria-hidden>
              <Flower2 className="h-5 w-5" />
            </span>
            <div>
              <h2 id={`${uid}-chadhava-title`} className="font-display text-[20px] font-bold leading-tight md:text-[22px]">
                Chadhava offerings
              </h2>
              <p className="mt-1 text-sm text-ink-600">Offered to the deity during your puja, with your name in the sankalp.</p>
            </div>
          </div>
          <label className="mt-5 flex cursor-pointer items-start gap-3 rounded-[12px] border-2 border-cream-200 p-4 has-checked:border-saffron-600 has-checked:bg-saffron-50/50">
            <input
              type="checkbox"
              checked={sel.included}
              onChange={(e) => update(setIncluded(sel, e.target.checked))}
              className="mt-0.5 h-5 w-5 shrink-0 accent-saffron-600"
              aria-describedby={chadhavaError ? `${uid}-chadhava-error` : `${uid}-chadhava-hint`}
              aria-invalid={chadhavaError ? true : undefined}
            />
            <span>
              <span className="block font-semibold text-ink-900">Include chadhava and dakshina with my puja</span>
              <span id={`${uid}-chadhava-hint`} className="mt-0.5 block text-sm text-ink-600">
                {sel.included ? 'Unticking removes the offerings, dakshina and message below.' : 'Adding an offering ticks this for you.'}
              </span>
            </span>
          </label>
          {chadhavaError && (
            <p id={`${uid}-chadhava-error`} role="alert" className="mt-3 text-sm font-semibold text-danger">
              {chadhavaError}
            </p>
          )}
          <div className="mt-5">
            {items.length > 0 ? (
              <ChadhavaItems
                items={items}
                quantities={sel.included ? sel.items : {}}
                onAdd={(id) => update(addItem(sel, id))}
                onChange={(id, d) => update(changeItem(sel, id, d))}
              />
            ) : (
              <p className="rounded-[10px] bg-cream-100 p-4 text-sm text-ink-600">
                This puja has no chadhava items. You can still offer a dakshina to the pandit.
              </p>
            )}
          </div>
        </section>

        <FormSection id={`${uid}-dakshina`} title="Dakshina for the pandit" icon={<HandCoins />} description="A gift of gratitude to the pandit who performs your puja. Optional.">
          <Field id={`${uid}-dakshina-amount`} label="Dakshina amount (₹)" hint={dakshina > 0 ? undefined : 'Whole rupees. Leave empty for none.'}>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="0"
              value={sel.dakshina}
              onChange={(e) => update(setDakshina(sel, e.target.value))}
              className={inputClass(false, 'max-w-xs text-lg font-semibold tabular-nums')}
            />
          </Field>
          <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Quick dakshina amounts">
            {DAKSHINA_CHIPS.map((amount) => {
              const on = dakshina === amount;
              return (
                <button
                  key={amount}
                  type="button"
                  aria-pressed={on}
                  onClick={() => update(setDakshina(sel, on ? '' : String(amount)))}
                  className={`min-h-11 rounded-full border-2 px-4 text-sm font-semibold tabular-nums ${
                    on ? 'border-saffron-600 bg-saffron-600 text-white' : 'border-cream-200 bg-white text-ink-900 hover:border-saffron-500'
                  }`}
                >
                  ₹{amount}
                </button>
              );
            })}
          </div>
        </FormSection>

        {sel.included && (
          <FormSection id={`${uid}-message`} title="Message for the pandit" icon={<MessageSquareText />} description="A wish or a name you would like the pandit to remember during the offering.">
            <Field id={`${uid}-message-text`} label="Your message" counter={`${sel.message.length}/${SPECIAL_PRAYERS_MAX}`}>
              <textarea
                rows={3}
                maxLength={SPECIAL_PRAYERS_MAX}
                value={sel.message}
                onChange={(e) => update({ ...sel, message: e.target.value.slice(0, SPECIAL_PRAYERS_MAX) })}
                className={inputClass(false, 'resize-y')}
              />
            </Field>
          </FormSection>
        )}

        <div className="md:hidden">
          <div className="rounded-[12px] bg-white p-5 shadow-raised">
            <PaySummary {...summary} billOnly />
          </div>
        </div>
      </div>
      <MobilePayBar {...summary} />
    </StepLayout>
  );
}

function SankalpCard({ name, gotra, family, editTo }: { name: string; gotra: string; family: string[]; editTo: string }) {
  return (
    <div className="flex items-start gap-3 rounded-[12px] border border-cream-200 bg-white p-4">
      <span className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-cream-100 text-maroon-800" aria-hidden>
        <UserRound className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-ink-600">Sankalp for</p>
        <p className="font-semibold text-ink-900">
          {name} <span className="font-normal text-ink-600">· {gotra} gotra</span>
        </p>
        {family.length > 0 && <p className="mt-0.5 text-ink-600">with {family.join(', ')}</p>}
      </div>
      <Link to={editTo} className="inline-flex min-h-11 items-center gap-1 px-1 text-sm font-semibold text-saffron-700 underline underline-offset-2">
        <PencilLine className="h-4 w-4" aria-hidden /> Edit
      </Link>
    </div>
  );
}

/** After a payment the server could not verify: honest, calm, and no second payment. */
function VerifyNotice({ slug, bookingId }: { slug: string; bookingId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [bookingId]);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="scroll-mt-28 rounded-[12px] border border-warning/40 bg-[#FFF8E6] p-5 focus:outline-none">
      <p className="flex items-center gap-2 font-semibold text-warning">
        <AlertTriangle className="h-5 w-5" aria-hidden /> We could not verify your payment yet
      </p>
      <p className="mt-2 text-sm text-ink-900">
        If money was taken from your account, your booking will be confirmed automatically within a few minutes and you
        will receive an e-mail. <strong>Please do not pay again.</strong>
      </p>
      <p className="mt-1 text-sm text-ink-600">
        Booking ID: <span className="font-mono text-xs">{bookingId}</span> · Help: <a className="font-semibold text-saffron-700 underline" href={SUPPORT.phoneHref}>{SUPPORT.phone}</a>
      </p>
      <ButtonLink to={successPath(slug, bookingId)} variant="outline" size="sm" className="mt-3">
        Check booking status
      </ButtonLink>
    </div>
  );
}
