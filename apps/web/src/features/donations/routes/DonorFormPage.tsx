import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, ChevronLeft, HeartHandshake } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver, type ResolverOptions, type ResolverResult } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Campaign } from '@sankalp/shared/api/catalog';
import { PAN_PATTERN } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import { donorSchema, receipt80G, type Donor, type DonorInput, type DonationRequestInput } from '@sankalp/shared/schemas/donation';
import { BillPanel, InPageBill, MobilePayBar, type BillSummaryProps } from '../../../components/payments/BillSummary';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { FormPageSkeleton } from '../../../components/ui/FormPageSkeleton';
import { Skeleton } from '../../../components/ui/Skeleton';
import { MessageCard } from '../../../components/ui/StateViews';
import { ApiError, isNotFound } from '../../../lib/api';
import { useStoredUser } from '../../../lib/auth';
import { PayFlowStop, rememberAccessKey, usePayFlow, type PreparedPayment } from '../../../lib/payments';
import { toast } from '../../../lib/toast';
import { useTitle } from '../../../lib/use-title';
import { useT } from '../../../lib/i18n/index';
import { useCampaignById } from '../api/campaign-by-id';
import { createDonation } from '../api/create-donation';
import { fetchDonation } from '../api/donation-by-id';
import { verifyDonation } from '../api/verify-donation';
import { DonorForm } from '../components/DonorForm';
import { campaignPath } from '../lib/campaign-link';
import { donationDraft, receiptPath, type DonationDraft } from '../lib/donation-draft';
import { donationRequest, planDonationPayment, preparedFrom, requestKeyOf } from '../lib/donation-payment';
import { giftOf, type Gift } from '../lib/donation-selection';
import { DONOR_FIELDS, donorInput, initialDonorForm, panAsTyped, type DonorFormValues } from '../lib/donor-form';
import { no80GReason } from '../lib/no-80g';
import { rich } from '../../../lib/i18n/rich';
import { donationsT, useDonationsT } from '../i18n';

type DraftStore = ReturnType<typeof donationDraft>;

/**
 * /donor-form — who gives, and Pay (spec part 2 §§ 2-5). Works from the session draft alone, so
 * a refresh loses nothing; the prices are the campaign's current ones, the total the server's.
 */
export default function DonorFormPage() {
  const { t } = useDonationsT();
  useTitle(t('titles.donor'));
  const [store] = useState(() => donationDraft());
  const [draft] = useState(() => store.load());
  if (!draft) return <CampaignDataNotFound />;
  if (draft.paid) return <AlreadyPaid draft={draft} />;
  return <DonorCheckout store={store} draft={draft} />;
}

function CampaignDataNotFound() {
  const { t } = useDonationsT();
  return (
    <MessageCard
      title={t('checkout.noDraftTitle')}
      actions={<ButtonLink to="/donations">{t('checkout.browse')}</ButtonLink>}
    >
      <p>{t('checkout.noDraftText')}</p>
    </MessageCard>
  );
}

/** Back (or a stale tab) after paying: say so, and never invite a second payment. */
function AlreadyPaid({ draft }: { draft: DonationDraft }) {
  const { t } = useDonationsT();
  const paid = draft.paid!;
  return (
    <MessageCard
      tone="success"
      icon={<HeartHandshake aria-hidden />}
      title={t('checkout.alreadyPaidTitle')}
      actions={
        <>
          <ButtonLink to={receiptPath(paid.donationId)}>{t('checkout.viewReceipt')}</ButtonLink>
          <ButtonLink to={campaignPath(draft.campaign)} variant="outline">
            {t('checkout.giveAgain')}
          </ButtonLink>
        </>
      }
    >
      <p>
        {rich(t('checkout.alreadyPaidText', { campaign: draft.campaign.title }), {
          amount: <strong className="text-ink-900">{formatINR(paid.amount)}</strong>,
        })}
      </p>
    </MessageCard>
  );
}

function DonorCheckout({ store, draft }: { store: DraftStore; draft: DonationDraft }) {
  const { t } = useDonationsT();
  const { t: tc } = useT();
  const campaign = useCampaignById(draft.campaign.id);
  const back = campaignPath(draft.campaign);

  if (campaign.isPending) return <DonorFormSkeleton />;
  if (campaign.isError) {
    return isNotFound(campaign.error) ? (
      <MessageCard
        title={t('campaign.notFound')}
        actions={<ButtonLink to="/donations">{t('checkout.browse')}</ButtonLink>}
      >
        <p>{t('checkout.endedText')}</p>
      </MessageCard>
    ) : (
      <MessageCard
        tone="danger"
        title={t('campaign.failed')}
        actions={<Button onClick={() => void campaign.refetch()}>{tc('common.retry')}</Button>}
      >
        <p>{campaign.error.message}</p>
      </MessageCard>
    );
  }

  const gift = giftOf(campaign.data.sevas, draft.selection, draft.amountText);
  if (!gift.canProceed) {
    return (
      <MessageCard
        icon={<HeartHandshake aria-hidden />}
        title={t('checkout.chooseFirst')}
        actions={<ButtonLink to={back}>{t('checkout.backToCampaign')}</ButtonLink>}
      >
        <p>{t('checkout.chooseFirstText')}</p>
      </MessageCard>
    );
  }
  return <DonorCheckoutForm store={store} draft={draft} campaign={campaign.data} gift={gift} onPricesChanged={() => void campaign.refetch()} />;
}

// The donor form's values go through the toggle (gotra unknown → Kashyap), then the shared
// schema; its issues carry the same field names as the form.
const resolveDonor = zodResolver(donorSchema);
const donorResolver: Resolver<DonorFormValues, unknown, Donor> = async (values, context, options) =>
  (await resolveDonor(donorInput(values), context, options as unknown as ResolverOptions<DonorInput>)) as ResolverResult<
    DonorFormValues,
    Donor
  >;

const focusFirstInvalid = () => {
  const target = document.querySelector<HTMLElement>('form#donor-form [aria-invalid="true"]');
  target?.focus({ preventScroll: true });
  target?.scrollIntoView({ block: 'center' });
};

function DonorCheckoutForm({
  store,
  draft,
  campaign,
  gift,
  onPricesChanged,
}: {
  store: DraftStore;
  draft: DonationDraft;
  campaign: Campaign;
  gift: Gift;
  onPricesChanged: () => void;
}) {
  const { t } = useDonationsT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useStoredUser();
  const [defaults] = useState(() => initialDonorForm(draft.donor, user));
  const form = useForm<DonorFormValues, unknown, Donor>({
    defaultValues: defaults,
    resolver: donorResolver,
    // Checked on Pay; an edited field's error clears at once (DonorForm), the rest stay until the next Pay.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const request = useRef<DonationRequestInput | null>(null);

  // Keep what is typed in the draft (a refresh loses nothing).
  useEffect(() => {
    const sub = form.watch((values) => store.save({ donor: { ...defaults, ...values } as DonorFormValues }));
    return () => sub.unsubscribe();
  }, [form, store, defaults]);

  const paid = (p: Pick<PreparedPayment, 'id' | 'amount'>) => {
    store.save({ paid: { donationId: p.id, amount: p.amount }, payment: undefined });
    void queryClient.invalidateQueries({ queryKey: ['account'] });
    // Replace: Back must not lead to this form again, inviting a second payment.
    navigate(receiptPath(p.id), { replace: true });
  };

  const flow = usePayFlow({
    kind: 'donation',
    async prepare() {
      const body = request.current;
      if (!body) throw new PayFlowStop('no donor details yet');
      const requestKey = requestKeyOf(body);
      const stored = store.load()?.payment;
      let server = null;
      if (stored) {
        server = await fetchDonation(stored.prepared.id, stored.prepared.accessKey).catch((e: unknown) => {
          if (isNotFound(e)) return null;
          throw e;
        });
      }
      const plan = planDonationPayment(stored, requestKey, server);
      if (plan === 'paid' && stored) {
        toast.info(donationsT('checkout.alreadyPaidTitle'), { description: donationsT('checkout.paidToastText') });
        paid(stored.prepared);
        throw new PayFlowStop('already paid');
      }
      if (plan === 'reuse' && stored) return stored.prepared;
      const prepared = preparedFrom(await createDonation(body));
      rememberAccessKey('donation', prepared.id, prepared.accessKey);
      store.save({ payment: { prepared, requestKey } });
      return prepared;
    },
    window: (p) => {
      const donor = request.current?.donor;
      return {
        name: 'Sankalp',
        description: t('checkout.payDescription', { campaign: campaign.title }),
        image: campaign.img,
        prefill: { name: donor?.name, email: donor?.email, contact: donor?.phone },
        notes: { campaign: campaign.title, donation_id: p.id, gotra: donor?.gotra ?? '' },
        theme: { color: '#C2410C' },
      };
    },
    verify: (p, r) => verifyDonation(p.id, r),
    status: async (p) => (await fetchDonation(p.id, p.accessKey)).payment_status,
    onPaid: (p) => paid(p),
    onPrepareError(code, err) {
      // The campaign's prices changed: show the current ones (the flow's toast gives the new total).
      if (code === 'total_changed') onPricesChanged();
      if (code === 'validation_failed' && err instanceof ApiError) {
        for (const [path, message] of Object.entries(err.fieldErrors)) {
          const name = path.replace(/^donor\./, '');
          if ((DONOR_FIELDS as readonly string[]).includes(name)) form.setError(name as (typeof DONOR_FIELDS)[number], { type: 'server', message });
        }
        setTimeout(focusFirstInvalid, 0);
      }
      return false;
    },
    messages: {
      successTitle: t('checkout.successTitle'),
      successDescription: () => t('checkout.successText'),
      prepareErrorTitle: t('checkout.failedTitle'),
      prepareErrorFallback: t('checkout.failedFallback'),
    },
  });

  const onPay = () =>
    void form.handleSubmit(
      (donor) => {
        request.current = donationRequest(campaign._id, gift, donor);
        void flow.pay();
      },
      () => setTimeout(focusFirstInvalid, 0),
    )();

  const pan = panAsTyped(useWatch({ control: form.control, name: 'pan_number' }) ?? '');
  const total = gift.breakdown.totalAmount;
  const r80G = receipt80G({ amount: total, pan: PAN_PATTERN.test(pan) ? pan : null, campaignEligible: campaign.eligible80G });
  const note80G = r80G.eligible ? t('donor.has80G') : no80GReason(r80G.reasons);

  const stopped = flow.unverified !== null || flow.review !== null;
  const bill: BillSummaryProps = {
    lines: gift.lines.map((l) => ({ label: l.sevaTitle, detail: `× ${l.quantity}`, amount: l.subtotal })),
    subtotals: [
      { label: t('checkout.sevasTotal'), amount: gift.breakdown.sevasTotal },
      { label: t('checkout.yourAmount'), amount: gift.breakdown.customAmountTotal },
    ],
    empty: t('checkout.noSeva'),
    total,
    payLabel: t('checkout.pay'),
    phase: flow.phase,
    disabled: stopped,
    onPay,
    note: r80G.eligible ? t('checkout.note80G') : undefined,
    title: t('checkout.yourGift'),
  };

  return (
    <div className="container-page pb-8 pt-4 md:pb-16 md:pt-6">
      <Link to={campaignPath(campaign)} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-saffron-700 hover:underline">
        <ChevronLeft className="h-4 w-4" aria-hidden /> {t('checkout.back')}
      </Link>
      <h1 className="mt-1 font-display text-[28px] font-bold leading-tight md:text-[34px]">{t('checkout.title')}</h1>
      <p className="mt-1 text-ink-600">
        {rich(t('checkout.giftTo'), { campaign: <span className="font-semibold text-ink-900">{campaign.title}</span> })}
      </p>

      {flow.unverified && (
        <Notice title={t('checkout.unverifiedTitle')}>
          {t('checkout.unverifiedText')}{' '}
          <Link to={receiptPath(flow.unverified.id)} className="font-semibold text-saffron-700 underline underline-offset-2">
            {t('checkout.checkReceipt')}
          </Link>
        </Notice>
      )}
      {flow.review && (
        <Notice title={t('checkout.reviewTitle')}>
          {t('checkout.reviewText', { reason: flow.review })}
        </Notice>
      )}

      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_340px] md:gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0 space-y-6">
          <InPageBill {...bill} />
          <DonorForm form={form} formId="donor-form" onSubmit={onPay} note80G={note80G} />
        </div>
        <BillPanel {...bill} label={t('checkout.yourGift')} header={<CampaignMini campaign={campaign} />} />
      </div>
      <MobilePayBar {...bill} caption={campaign.title} />
    </div>
  );
}

function CampaignMini({ campaign }: { campaign: Campaign }) {
  const { t } = useDonationsT();
  return (
    <div className="flex items-center gap-3">
      <div className="aspect-[4/3] w-20 shrink-0 overflow-hidden rounded-lg bg-cream-100">
        <img src={campaign.img} alt="" className="h-full w-full object-cover" />
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-600">{t('checkout.donationTo')}</p>
        <p className="font-display text-lg font-bold leading-snug text-maroon-800">{campaign.title}</p>
      </div>
    </div>
  );
}

/** A payment that needs no second attempt: calm, and in the page rather than a passing toast. */
function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className="mt-4 rounded-[12px] border border-warning/30 bg-amber-50 px-4 py-3 text-sm">
      <p className="flex items-center gap-2 font-semibold text-warning">
        <AlertTriangle className="h-4 w-4" aria-hidden /> {title}
      </p>
      <p className="mt-1 text-ink-900">{children}</p>
    </div>
  );
}

function DonorFormSkeleton() {
  const { t } = useDonationsT();
  return (
    <FormPageSkeleton label={t('checkout.loading')} wide>
      <Skeleton className="h-40 w-full md:hidden" />
      <Skeleton className="h-96 w-full" />
      <Skeleton className="h-40 w-full" />
    </FormPageSkeleton>
  );
}
