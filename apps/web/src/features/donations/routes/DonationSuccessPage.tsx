import { AlertTriangle, CircleCheck, Clock3, HeartHandshake, Home } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { DonationView } from '@sankalp/shared/api/donations';
import { POLICY } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { Price } from '../../../components/ui/Price';
import { Skeleton, SkeletonPage } from '../../../components/ui/Skeleton';
import { MessageCard } from '../../../components/ui/StateViews';
import { isNotFound } from '../../../lib/api';
import { useLinkAccessKey } from '../../../lib/payments';
import { SUPPORT } from '../../../lib/support';
import { useTitle } from '../../../lib/use-title';
import { useDonation } from '../api/donation-by-id';
import { campaignPath } from '../lib/campaign-link';
import { receiptDownload, receiptState } from '../lib/receipt-state';
import { PromiseTimeline } from '../../../components/promises/PromiseTimeline';

const dateTime = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })
    : '—';

/**
 * /donation-checkout-success?donation={id}&key={key} — the receipt as the server vouches for it
 * (never navigation state). The e-mailed link carries the key; a refresh finds it remembered; the
 * owner's session needs none.
 */
export default function DonationSuccessPage() {
  const [params] = useSearchParams();
  const id = (params.get('donation') ?? '').trim();
  const urlKey = (params.get('key') ?? '').trim() || null;
  if (!id) return <DonationNotFound />;
  return <Receipt key={id} id={id} urlKey={urlKey} />;
}

function Receipt({ id, urlKey }: { id: string; urlKey: string | null }) {
  // The e-mailed link's key is kept, so this receipt opens again without it.
  const key = useLinkAccessKey('donation', id, urlKey);
  const { query, elapsed } = useDonation(id, key);
  const donation = query.data;
  const state = donation ? receiptState(donation, elapsed) : null;
  useTitle(state === 'paid' ? 'Donation Receipt' : state === 'confirming' || state === 'delayed' ? 'Confirming your donation' : 'Your donation');

  if (query.isPending) return <ReceiptSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <DonationNotFound />;
    return (
      <MessageCard
        tone="danger"
        title="Could not load your donation"
        actions={<Button onClick={() => void query.refetch()}>Try Again</Button>}
      >
        <p>Please check your connection and try again. Your donation is safe with us.</p>
      </MessageCard>
    );
  }
  if (!donation || !state) return <DonationNotFound />;

  const backToCampaign = (
    <ButtonLink to={campaignPath(donation.campaign.title)} variant="outline">
      Back to Campaign
    </ButtonLink>
  );
  switch (state) {
    case 'confirming':
    case 'delayed':
      return (
        <MessageCard tone="warning" icon={<Clock3 aria-hidden />} title="Confirming your payment">
          <p>
            {state === 'confirming'
              ? 'Your payment is being confirmed with the bank. This usually takes a few seconds; this page updates by itself.'
              : 'The bank is taking longer than usual. If money was taken, your donation is confirmed automatically and the receipt is e-mailed to you. Please do not pay again.'}
          </p>
          <p className="mt-2 text-sm">
            Reference <span className="font-mono font-semibold text-ink-900">{donation.reference}</span> ·{' '}
            {formatINR(donation.amount_total)}
          </p>
          {state === 'delayed' && (
            <div className="mt-5">
              <Button variant="outline" onClick={() => void query.refetch()}>
                Check again
              </Button>
            </div>
          )}
        </MessageCard>
      );
    case 'review':
      return (
        <MessageCard
          tone="warning"
          icon={<HeartHandshake aria-hidden />}
          title="Your payment is recorded"
          actions={<ButtonLink to="/donations">More Campaigns</ButtonLink>}
        >
          <p>
            We received your payment of {formatINR(donation.amount_total)}, but this donation could not take it as it was. Our
            team will settle it or refund it in full within {POLICY.refundProcessingBusinessDays} business days. You need not pay
            again.
          </p>
          <p className="mt-2 text-sm">
            Reference <span className="font-mono font-semibold text-ink-900">{donation.reference}</span> · Help:{' '}
            <a href={SUPPORT.phoneHref} className="font-semibold text-saffron-700 underline">
              {SUPPORT.phone}
            </a>
          </p>
        </MessageCard>
      );
    case 'unpaid':
      return (
        <MessageCard icon={<AlertTriangle aria-hidden />} title="This donation was not paid" actions={backToCampaign}>
          <p>The payment did not go through, so nothing has been charged. You are welcome to give again.</p>
        </MessageCard>
      );
    case 'paid':
      return <PaidReceipt donation={donation} />;
  }
}

function PaidReceipt({ donation }: { donation: DonationView }) {
  const { receipt } = donation;
  const download = receiptDownload(receipt);
  return (
    <div className="bg-gradient-to-b from-cream-100 to-cream-50 to-[360px]">
      <div className="container-page pb-16 pt-6 md:pt-10">
        <header className="text-center">
          <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-green-50 text-success">
            <CircleCheck className="h-9 w-9" aria-hidden />
          </span>
          <h1 className="mt-4 font-display text-[28px] font-bold leading-tight md:text-[36px]">Thank you for your donation</h1>
          <p className="mx-auto mt-2 max-w-xl text-ink-600">
            Your gift of <strong className="text-ink-900">{formatINR(donation.amount_total)}</strong> to{' '}
            {donation.campaign.title} is received. A copy of this receipt is e-mailed to {donation.donor.email}.
          </p>
        </header>

        <section aria-labelledby="receipt-title" className="mx-auto mt-8 max-w-2xl rounded-[12px] bg-white p-5 shadow-raised md:p-8">
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-gold-400/60 pb-4">
            <h2 id="receipt-title" className="font-display text-[22px] font-bold">
              Donation receipt
            </h2>
            {receipt.number && (
              <p className="text-sm text-ink-600">
                Receipt no. <span data-testid="receipt-number" className="font-mono font-semibold text-ink-900">{receipt.number}</span>
              </p>
            )}
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            <Row label="Donor">
              {donation.donor.name}
              {donation.donor.pan_number && <span className="block font-mono text-ink-600">PAN {donation.donor.pan_number}</span>}
            </Row>
            <Row label="Amount">
              <Price value={donation.amount_total} className="text-lg font-bold text-maroon-800" />
            </Row>
            <Row label="Date">{dateTime(donation.paid_at ?? donation.createdAt)}</Row>
            <Row label="Campaign">{donation.campaign.title}</Row>
            <Row label="Transaction ID">
              <span data-testid="transaction-id" className="break-all font-mono">
                {donation.payment_id ?? '—'}
              </span>
            </Row>
            <Row label="Reference">
              <span data-testid="donation-reference" className="font-mono">
                {donation.reference}
              </span>
            </Row>
          </dl>

          {(donation.sevas.length > 0 || donation.custom_donation > 0) && (
            <div className="mt-6 rounded-[10px] bg-cream-100 px-4 py-3">
              <h3 className="text-sm font-semibold text-maroon-800">Your gift</h3>
              <ul className="mt-2 divide-y divide-cream-200 text-sm">
                {donation.sevas.map((s) => (
                  <li key={s.seva_id} className="flex justify-between gap-3 py-1.5">
                    <span>
                      {s.title} <span className="text-ink-600">× {s.quantity}</span>
                    </span>
                    <Price value={s.subtotal} />
                  </li>
                ))}
                {donation.custom_donation > 0 && (
                  <li className="flex justify-between gap-3 py-1.5">
                    <span>Your amount</span>
                    <Price value={donation.custom_donation} />
                  </li>
                )}
              </ul>
            </div>
          )}

          <div className="mt-6 border-t border-cream-200 pt-5">
            {receipt.url ? (
              <DownloadButton
                path={receipt.url}
                fileName={`${receipt.eligible80G ? '80G-receipt' : 'donation-receipt'}-${donation.reference}.pdf`}
                variant="primary"
                className="w-full sm:w-auto"
              >
                {download.label}
              </DownloadButton>
            ) : (
              <p className="text-sm text-ink-600">Your receipt PDF is being prepared; it is e-mailed to you as well.</p>
            )}
            <p className="mt-3 text-sm text-ink-600">
              {download.reason ??
                `This receipt carries the section 80G statement for your income-tax return, under PAN ${donation.donor.pan_number ?? ''}.`}
            </p>
          </div>
        </section>

        <div className="mx-auto mt-6 max-w-2xl">
          <PromiseTimeline record={donation} />
        </div>

        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/">
            <Home className="h-4 w-4" aria-hidden /> Back to Home
          </ButtonLink>
          <ButtonLink to="/donations" variant="outline">
            More Campaigns
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-600">{label}</dt>
      <dd className="mt-0.5 break-words font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

function DonationNotFound() {
  useTitle('Donation not found');
  const { pathname, search } = useLocation();
  return (
    <MessageCard
      title="Donation not found"
      actions={
        <>
          <ButtonLink to="/donations">Browse Campaigns</ButtonLink>
          <ButtonLink to="/auth" state={{ from: pathname + search }} variant="outline">
            Sign In
          </ButtonLink>
        </>
      }
    >
      <p>
        We could not open this receipt. A receipt link needs its key: please open the link from your e-mail in full, or sign in
        to the account you donated with.
      </p>
      <p className="mt-2">
        If you have paid and cannot find your receipt, call us at <strong className="text-ink-900">{SUPPORT.phone}</strong> (
        {SUPPORT.hours}) or write to {SUPPORT.email}.
      </p>
    </MessageCard>
  );
}

function ReceiptSkeleton() {
  return (
    <SkeletonPage label="Loading your receipt…" className="pb-16 pt-6 md:pt-10">
      <Skeleton className="mx-auto h-16 w-16 rounded-full" />
      <Skeleton className="mx-auto mt-4 h-9 w-72 max-w-full" />
      <Skeleton className="mx-auto mt-3 h-5 w-96 max-w-full" />
      <Skeleton className="mx-auto mt-8 h-96 max-w-2xl" />
    </SkeletonPage>
  );
}
