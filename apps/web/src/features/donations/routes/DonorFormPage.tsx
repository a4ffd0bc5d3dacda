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

type DraftStore = ReturnType<typeof donationDraft>;

/**
 * /donor-form — who gives, and Pay (spec part 2 §§ 2-5). Works from the session draft alone, so
 * a refresh loses nothing; the prices are the campaign's current ones, the total the server's.
 */
export default function DonorFormPage() {
  useTitle('Donor Details');
  const [store] = useState(() => donationDraft());
  const [draft] = useState(() => store.load());
  if (!draft) return <CampaignDataNotFound />;
  if (draft.paid) return <AlreadyPaid draft={draft} />;
  return <DonorCheckout store={store} draft={draft} />;
}

function CampaignDataNotFound() {
  return (
    <MessageCard
      title="Campaign data not found"
      actions={<ButtonLink to="/donations">Browse Campaigns</ButtonLink>}
    >
      <p>Please choose a campaign and your seva or amount first. Nothing has been charged.</p>
    </MessageCard>
  );
}

/** Back (or a stale tab) after paying: say so, and never invite a second payment. */
function AlreadyPaid({ draft }: { draft: DonationDraft }) {
  const paid = draft.paid!;
  return (
    <MessageCard
      tone="success"
      icon={<HeartHandshake aria-hidden />}
      title="This donation is already paid"
      actions={
        <>
          <ButtonLink to={receiptPath(paid.donationId)}>View Receipt</ButtonLink>
          <ButtonLink to={campaignPath(draft.campaign.title)} variant="outline">
            Give Again
          </ButtonLink>
        </>
      }
    >
      <p>
        Your gift of <strong className="text-ink-900">{formatINR(paid.amount)}</strong> to {draft.campaign.title} is received.
        Thank you for your generosity.
      </p>
    </MessageCard>
  );
}

function DonorCheckout({ store, draft }: { store: DraftStore; draft: DonationDraft }) {
  const campaign = useCampaignById(draft.campaign.id);
  const back = campaignPath(draft.campaign.title);

  if (campaign.isPending) return <DonorFormSkeleton />;
  if (campaign.isError) {
    return isNotFound(campaign.error) ? (
      <MessageCard
        title="Campaign not found"
        actions={<ButtonLink to="/donations">Browse Campaigns</ButtonLink>}
      >
        <p>This campaign may have ended. Nothing has been charged.</p>
      </MessageCard>
    ) : (
      <MessageCard
        tone="danger"
        title="Failed to load campaign details"
        actions={<Button onClick={() => void campaign.refetch()}>Try Again</Button>}
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
        title="Choose your gift first"
        actions={<ButtonLink to={back}>Back to Campaign</ButtonLink>}
      >
        <p>Add a seva or enter an amount in whole rupees on the campaign page, then continue here.</p>
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
  const target = document.querySelector<HTMLElement>('form[aria-label="Donor details"] [aria-invalid="true"]');
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
        toast.info('This donation is already paid', { description: 'Here is your receipt.' });
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
        description: `Donation — ${campaign.title}`,
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
      successTitle: 'Donation Successful!',
      successDescription: () => 'Thank you for your generous donation',
      prepareErrorTitle: 'Payment Failed',
      prepareErrorFallback: 'Failed to create donation',
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
  const note80G = r80G.eligible ? 'Your receipt will carry the 80G statement.' : r80G.reason;

  const stopped = flow.unverified !== null || flow.review !== null;
  const bill: BillSummaryProps = {
    lines: gift.lines.map((l) => ({ label: l.sevaTitle, detail: `× ${l.quantity}`, amount: l.subtotal })),
    subtotals: [
      { label: 'Sevas total', amount: gift.breakdown.sevasTotal },
      { label: 'Your amount', amount: gift.breakdown.customAmountTotal },
    ],
    empty: 'No seva chosen: your amount only.',
    total,
    payLabel: 'Pay',
    phase: flow.phase,
    disabled: stopped,
    onPay,
    note: r80G.eligible ? '80G receipt included' : undefined,
    title: 'Your gift',
  };

  return (
    <div className="container-page pb-8 pt-4 md:pb-16 md:pt-6">
      <Link to={campaignPath(campaign.title)} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-saffron-700 hover:underline">
        <ChevronLeft className="h-4 w-4" aria-hidden /> Back to campaign
      </Link>
      <h1 className="mt-1 font-display text-[28px] font-bold leading-tight md:text-[34px]">Donor details</h1>
      <p className="mt-1 text-ink-600">
        Your gift to <span className="font-semibold text-ink-900">{campaign.title}</span>
      </p>

      {flow.unverified && (
        <Notice title="We could not confirm your payment yet">
          If money was taken, your donation will be confirmed automatically: please do not pay again.{' '}
          <Link to={receiptPath(flow.unverified.id)} className="font-semibold text-saffron-700 underline underline-offset-2">
            Check your receipt
          </Link>
        </Notice>
      )}
      {flow.review && (
        <Notice title="Your payment is recorded">
          {flow.review} Our team will settle it or refund it in full; you need not pay again.
        </Notice>
      )}

      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_340px] md:gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0 space-y-6">
          <InPageBill {...bill} />
          <DonorForm form={form} formId="donor-form" onSubmit={onPay} note80G={note80G} />
        </div>
        <BillPanel {...bill} label="Your gift" header={<CampaignMini campaign={campaign} />} />
      </div>
      <MobilePayBar {...bill} caption={campaign.title} />
    </div>
  );
}

function CampaignMini({ campaign }: { campaign: Campaign }) {
  return (
    <div className="flex items-center gap-3">
      <div className="aspect-[4/3] w-20 shrink-0 overflow-hidden rounded-lg bg-cream-100">
        <img src={campaign.img} alt="" className="h-full w-full object-cover" />
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-600">Donation to</p>
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
  return (
    <FormPageSkeleton label="Loading your gift…" wide>
      <Skeleton className="h-40 w-full md:hidden" />
      <Skeleton className="h-96 w-full" />
      <Skeleton className="h-40 w-full" />
    </FormPageSkeleton>
  );
}
