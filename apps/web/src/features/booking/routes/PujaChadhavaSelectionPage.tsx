import { AlertTriangle, Flower2, HandCoins, MessageSquareText, PencilLine, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { PujaDetail, PujaPackage } from '@sankalp/shared/api/catalog';
import { SPECIAL_PRAYERS_MAX } from '@sankalp/shared/constants';
import { decodeSlugParam, matchesSlug } from '@sankalp/shared/slug';
import { templeName } from '../../../components/catalog/format';
import { usePujaStatus } from '../../../components/catalog/use-puja-status';
import { ListingApprovalLine } from '../../../components/catalog/ListingApprovalLine';
import { BillSummary, InPageBill, MobilePayBar, type BillSummaryProps } from '../../../components/payments/BillSummary';
import { ReviewNotice, UnverifiedPaymentNotice } from '../../../components/payments/PayNotices';
import { ButtonLink } from '../../../components/ui/Button';
import { ApiError, isNotFound } from '../../../lib/api';
import { PayFlowStop, errorToast, showPayToast, totalChangedToast, tryAgainText, usePayFlow } from '../../../lib/payments';
import { localizeMessage } from '../../../lib/i18n/index';
import { currentLanguage } from '../../../lib/i18n/index';
import { bookingT, useBookingT, type BookingKey } from '../i18n/index';
import { useTitle } from '../../../lib/use-title';
import { fetchBooking } from '../api/booking-by-id';
import { createBooking } from '../api/create-booking';
import { usePujaByName } from '../../../lib/catalog/pujas';
import { updateChadhava } from '../api/update-chadhava';
import { verifyPujaPayment } from '../api/verify-payment';
import { ChadhavaItems } from '../components/ChadhavaItems';
import { FormField as Field, FormSection, inputClass } from '../../../components/ui/FormField';
import { AlreadyPaidNotice, usePaidDraftBooking } from '../components/AlreadyPaid';
import { PujaSummary } from '../components/PujaSummary';
import { BackLink, StepLayout } from '../components/StepLayout';
import { PujaClosed, PujaLoadProblem, StepSkeleton } from '../components/StepStates';
import { clearDraft, loadDraft, saveDraft, sessionDraftStorage, type DraftStorage } from '../lib/draft';
import { buildCheckoutNotes, checkoutDescription } from '../lib/notes';
import { findPackage, resolvePackageId } from '../lib/packages';
import { detailsPath, pujaSlug, sankalpPath, successPath } from '../lib/paths';
import { classifyPayFailure } from '../lib/payment-messages';
import { preparePujaBooking, preparedOf } from '../lib/prepare-booking';
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

/** The chadhava checks' messages (English identities in lib/selection.ts) → their keys here. */
const SELECTION_KEYS = new Map(Object.entries(SELECTION_MESSAGES).map(([k, v]) => [v as string, `selection.${k}` as BookingKey]));
/** A check's message in the reader's language: the step's own, else a shared one (e.g. 'Enter whole rupees'). */
const checkText = (message: string) => {
  const key = SELECTION_KEYS.get(message);
  return key ? bookingT(key) : localizeMessage(message, currentLanguage());
};
const DAKSHINA_CHIPS = [51, 101, 251, 501];

/** The confirmation of the booking in this tab's draft (the one a review concerns). */
const draftBookingPath = (storage: DraftStorage | null, slug: string) => {
  const id = loadDraft(storage, slug).booking?.id;
  return id ? successPath(slug, id) : undefined;
};

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
  const query = usePujaByName(slug, seed);
  const { t } = useBookingT();
  useTitle(query.data ? t('titles.chadhava', { title: query.data.title }) : t('titles.chadhavaLoading'));

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
  const { t } = useBookingT();
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
  const [serverTotal, setServerTotal] = useState<{ key: string; amount: number } | null>(null);
  const [closedByServer, setClosedByServer] = useState(false);
  const chadhavaRef = useRef<HTMLElement>(null);
  const paidDraft = usePaidDraftBooking(draft.booking?.id);

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

  const donor = {
    full_name: sankalpForm?.full_name.trim() ?? '',
    email: sankalpForm?.email_address.trim() ?? '',
    phone: sankalpForm?.phone_number.trim() ?? '',
  };
  const gotra = sankalpForm?.gotra_unknown ? 'Kashyap' : (sankalpForm?.gotra.trim() ?? '');
  const family = sankalpForm?.family_members_names.filter((n) => n.trim()) ?? [];

  const toSuccess = (bookingId: string) => {
    clearDraft(storage, slug);
    navigate(successPath(slug, bookingId), { replace: true });
  };

  const flow = usePayFlow({
    kind: 'puja_booking',
    prepare: async () => {
      if (!pkg) throw new PayFlowStop('no package');
      const booking = await preparePujaBooking({
        storage,
        slug,
        sankalpId,
        packageId: pkg._id,
        key,
        carriesChadhava: hasChadhava(lines, sel),
        create: () => createBooking(bookingPayload({ pujaId: puja._id, packageId: pkg._id, sankalpId, donor, lines, sel, total })),
        update: (id) => updateChadhava(chadhavaPayload(id, lines, sel, total)),
        read: (id) => fetchBooking(id),
      });
      if (booking === 'paid') {
        const stored = loadDraft(storage, slug).booking;
        if (stored) toSuccess(stored.id);
        throw new PayFlowStop('already paid');
      }
      return preparedOf(booking);
    },
    window: (p) => ({
      name: 'Sankalp',
      description: checkoutDescription(puja.title, pkg?.thumbnailTitle ?? ''),
      prefill: { name: donor.full_name, email: donor.email, contact: donor.phone },
      notes: buildCheckoutNotes({
        pujaTitle: puja.title,
        packageTitle: pkg?.thumbnailTitle ?? '',
        templeName: templeName(puja.temple),
        gotra,
        chadhavaTotal: chadhavaTotal(lines),
        bookingId: p.id,
      }),
      theme: { color: THEME },
    }),
    verify: (p, r) => verifyPujaPayment(p.id, r),
    status: async (p) => (await fetchBooking(p.id)).payment_status,
    onPaid: (p) => toSuccess(p.id),
    onPrepareError: (_code, err) => {
      const failure = classifyPayFailure(err instanceof ApiError ? err : null);
      switch (failure.type) {
        case 'total-changed':
          setServerTotal({ key, amount: failure.amount });
          showPayToast(totalChangedToast(failure.amount));
          refetchPuja();
          return true;
        case 'closed':
          showPayToast(errorToast(failure.message, t('chadhava.nothingCharged')));
          setClosedByServer(true);
          return true;
        case 'paid': {
          const stored = loadDraft(storage, slug).booking;
          if (stored) toSuccess(stored.id);
          return !!stored;
        }
        case 'expired':
          saveDraft(storage, slug, { booking: undefined });
          showPayToast(errorToast(t('chadhava.expired'), t('chadhava.expiredText')));
          return true;
        case 'sankalp-missing':
          navigate(sankalpPath(slug, pkg?._id), {
            replace: true,
            state: { notice: t('chadhava.confirmSankalp') },
          });
          return true;
        default:
          return false;
      }
    },
  });

  if (!sankalpId || !sankalpForm) {
    return (
      <Navigate
        replace
        to={sankalpPath(slug, packageId ?? requestedPackage)}
        state={{ notice: t('chadhava.fillSankalp') }}
      />
    );
  }
  if (closed) return <PujaClosed title={puja.title} />;

  const update = (next: ChadhavaSelection) => setSel(next);

  const pay = () => {
    setShowErrors(true);
    if (check.blocking) {
      const detail = check.dakshina ?? check.chadhava;
      showPayToast(errorToast(checkText(check.blocking), detail ? checkText(detail) : tryAgainText()));
      if (check.chadhava || check.dakshina) {
        chadhavaRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
        chadhavaRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus({ preventScroll: true });
      }
      return;
    }
    void flow.pay();
  };

  const bill: BillSummaryProps = {
    lines: [
      ...(pkg ? [{ label: pkg.thumbnailTitle, amount: pkg.price }] : []),
      ...lines.map((l) => ({ label: l.item.title, detail: `× ${l.quantity}`, amount: l.subtotal })),
      ...(dakshina > 0 ? [{ label: t('chadhava.dakshinaLine'), amount: dakshina }] : []),
    ],
    total,
    payLabel: t('chadhava.pay'),
    note: serverTotal && serverTotal.key === key && serverTotal.amount !== computed ? t('chadhava.updated') : undefined,
    message: showErrors && check.blocking ? checkText(check.blocking) : null,
    phase: flow.phase,
    // A payment waiting for confirmation or review must not be paid twice; an unapproved listing takes no money.
    disabled: !!flow.unverified || !!flow.review || !puja.approval,
    onPay: pay,
    assurance: t('chadhava.assurance'),
  };
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  const caption = count > 0 ? t('chadhava.offerings', { count }) : dakshina > 0 ? t('chadhava.withDakshina') : undefined;
  const items = puja.chadhavaPooja ?? [];
  const chadhavaError = showErrors && check.chadhava ? checkText(check.chadhava) : null;

  return (
    <StepLayout
      step={2}
      back={<BackLink to={detailsPath(slug)}>{puja.title}</BackLink>}
      title={t('chadhava.title')}
      subtitle={t('chadhava.subtitle')}
      strip={<PujaSummary variant="strip" puja={puja} pkg={pkg} />}
      aside={<BillSummary {...bill} header={<PujaSummary variant="mini" puja={puja} />} />}
    >
      <div className="space-y-6">
        {paidDraft && <AlreadyPaidNotice to={successPath(slug, paidDraft)} />}
        {flow.unverified && (
          <UnverifiedPaymentNotice
            reference={flow.unverified.id}
            to={successPath(slug, flow.unverified.id)}
            what="booking"
          />
        )}
        {flow.review && <ReviewNotice message={flow.review} to={draftBookingPath(storage, slug)} />}
        {!puja.approval && <ListingApprovalLine approval={null} kind="puja" templeName={templeName(puja.temple)} />}

        {!pkg && (
          <div role="alert" className="flex gap-3 rounded-[12px] border border-danger/30 bg-white p-4 text-sm">
            <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden />
            <div>
              <p className="font-semibold text-danger">{t('selection.noPackage')}</p>
              <p className="mt-1 text-ink-600">{t('chadhava.choosePackageFirst')}</p>
              <ButtonLink to={sankalpPath(slug)} variant="outline" size="sm" className="mt-3">
                {t('chadhava.choosePackage')}
              </ButtonLink>
            </div>
          </div>
        )}

        <SankalpCard name={donor.full_name} gotra={gotra} family={family} editTo={sankalpPath(slug, pkg?._id)} />

        <FormSection
          ref={chadhavaRef}
          id={`${uid}-chadhava`}
          title={t('chadhava.offeringsTitle')}
          icon={<Flower2 />}
          description={t('chadhava.offeringsText')}
        >
          <label className="flex cursor-pointer items-start gap-3 rounded-[12px] border-2 border-cream-200 p-4 has-checked:border-saffron-600 has-checked:bg-saffron-50/50">
            <input
              type="checkbox"
              checked={sel.included}
              onChange={(e) => update(setIncluded(sel, e.target.checked))}
              className="mt-0.5 h-5 w-5 shrink-0 accent-saffron-600"
              aria-describedby={chadhavaError ? `${uid}-chadhava-error` : `${uid}-chadhava-hint`}
              aria-invalid={chadhavaError ? true : undefined}
            />
            <span>
              <span className="block font-semibold text-ink-900">{t('chadhava.include')}</span>
              <span id={`${uid}-chadhava-hint`} className="mt-0.5 block text-sm text-ink-600">
                {sel.included ? t('chadhava.untick') : t('chadhava.addTicks')}
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
                {t('chadhava.noItems')}
              </p>
            )}
          </div>
        </FormSection>

        <FormSection id={`${uid}-dakshina`} title={t('chadhava.dakshinaTitle')} icon={<HandCoins />} description={t('chadhava.dakshinaText')}>
          <Field
            id={`${uid}-dakshina-amount`}
            label={t('chadhava.dakshinaAmount')}
            hint={dakshina > 0 ? undefined : t('chadhava.dakshinaHint')}
            error={check.dakshina ?? undefined}
          >
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="0"
              value={sel.dakshina}
              onChange={(e) => update(setDakshina(sel, e.target.value))}
              className={inputClass(!!check.dakshina, 'max-w-xs text-lg font-semibold tabular-nums')}
            />
          </Field>
          <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t('chadhava.quickAmounts')}>
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
          <FormSection id={`${uid}-message`} title={t('chadhava.messageTitle')} icon={<MessageSquareText />} description={t('chadhava.messageText')}>
            <Field id={`${uid}-message-text`} label={t('chadhava.message')} counter={`${sel.message.length}/${SPECIAL_PRAYERS_MAX}`}>
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

        <InPageBill {...bill} />
      </div>
      <MobilePayBar {...bill} caption={caption} />
    </StepLayout>
  );
}

function SankalpCard({ name, gotra, family, editTo }: { name: string; gotra: string; family: string[]; editTo: string }) {
  const { t } = useBookingT();
  return (
    <div className="flex items-start gap-3 rounded-[12px] border border-cream-200 bg-white p-4">
      <span className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-cream-100 text-maroon-800" aria-hidden>
        <UserRound className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-ink-600">{t('chadhava.sankalpFor')}</p>
        <p className="font-semibold text-ink-900">
          {name} <span className="font-normal text-ink-600">· {t('chadhava.gotra', { gotra })}</span>
        </p>
        {family.length > 0 && <p className="mt-0.5 text-ink-600">{t('chadhava.with', { names: family.join(', ') })}</p>}
      </div>
      <Link to={editTo} className="inline-flex min-h-11 items-center gap-1 px-1 text-sm font-semibold text-saffron-700 underline underline-offset-2">
        <PencilLine className="h-4 w-4" aria-hidden /> {t('chadhava.edit')}
      </Link>
    </div>
  );
}
