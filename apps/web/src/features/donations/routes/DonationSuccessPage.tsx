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
import { currentLanguage } from '../../../lib/i18n/index';
import { SUPPORT, supportHours } from '../../../lib/support';
import { useTitle } from '../../../lib/use-title';
import { useDonation } from '../api/donation-by-id';
import { campaignPath } from '../lib/campaign-link';
import { receiptDownload, receiptState } from '../lib/receipt-state';
import { PromiseTimeline } from '../../../components/promises/PromiseTimeline';
import { rich } from '../../../lib/i18n/rich';
import { useT, type Language } from '../../../lib/i18n/index';
import { formatWhen } from '../../../lib/i18n/format';
import { useDonationsT } from '../i18n';

/** '21 Nov 2026, 4:52 pm' (IST) in the reader's language. */
const dateTime = (iso: string | null, lng: Language) =>
  iso ? formatWhen(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }, lng) : '—';

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
  const { t } = useDonationsT();
  const { t: tc } = useT();
  useTitle(
    state === 'paid' ? t('titles.receipt') : state === 'confirming' || state === 'delayed' ? t('titles.confirming') : t('titles.yours'),
  );

  if (query.isPending) return <ReceiptSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <DonationNotFound />;
    return (
      <MessageCard
        tone="danger"
        title={t('receipt.loadFailed')}
        actions={<Button onClick={() => void query.refetch()}>{tc('common.retry')}</Button>}
      >
        <p>{t('receipt.loadFailedText')}</p>
      </MessageCard>
    );
  }
  if (!donation || !state) return <DonationNotFound />;

  const backToCampaign = (
    <ButtonLink to={campaignPath(donation.campaign)} variant="outline">
      {t('checkout.backToCampaign')}
    </ButtonLink>
  );
  const reference = <span className="font-mono font-semibold text-ink-900">{donation.reference}</span>;
  switch (state) {
    case 'confirming':
    case 'delayed':
      return (
        <MessageCard tone="warning" icon={<Clock3 aria-hidden />} title={t('receipt.confirmingTitle')}>
          <p>{state === 'confirming' ? t('receipt.confirming') : t('receipt.delayed')}</p>
          <p className="mt-2 text-sm">{rich(t('receipt.reference', { amount: formatINR(donation.amount_total) }), { reference })}</p>
          {state === 'delayed' && (
            <div className="mt-5">
              <Button variant="outline" onClick={() => void query.refetch()}>
                {t('receipt.checkAgain')}
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
          title={t('receipt.reviewTitle')}
          actions={<ButtonLink to="/donations">{t('receipt.more')}</ButtonLink>}
        >
          <p>
            {t('receipt.reviewText', { amount: formatINR(donation.amount_total), days: POLICY.refundProcessingBusinessDays })}
          </p>
          <p className="mt-2 text-sm">
            {rich(t('receipt.referenceHelp'), {
              reference,
              phone: (
                <a href={SUPPORT.phoneHref} className="font-semibold text-saffron-700 underline">
                  {SUPPORT.phone}
                </a>
              ),
            })}
          </p>
        </MessageCard>
      );
    case 'unpaid':
      return (
        <MessageCard icon={<AlertTriangle aria-hidden />} title={t('receipt.unpaidTitle')} actions={backToCampaign}>
          <p>{t('receipt.unpaidText')}</p>
        </MessageCard>
      );
    case 'paid':
      return <PaidReceipt donation={donation} />;
  }
}

function PaidReceipt({ donation }: { donation: DonationView }) {
  const { t, language } = useDonationsT();
  const { receipt } = donation;
  const download = receiptDownload(receipt);
  return (
    <div className="bg-gradient-to-b from-cream-100 to-cream-50 to-[360px]">
      <div className="container-page pb-16 pt-6 md:pt-10">
        <header className="text-center">
          <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-green-50 text-success">
            <CircleCheck className="h-9 w-9" aria-hidden />
          </span>
          <h1 className="mt-4 font-display text-[28px] font-bold leading-tight md:text-[36px]">{t('receipt.thanks')}</h1>
          <p className="mx-auto mt-2 max-w-xl text-ink-600">
            {rich(t('receipt.thanksText', { campaign: donation.campaign.title, email: donation.donor.email }), {
              amount: <strong className="text-ink-900">{formatINR(donation.amount_total)}</strong>,
            })}
          </p>
        </header>

        <section aria-labelledby="receipt-title" className="mx-auto mt-8 max-w-2xl rounded-[12px] bg-white p-5 shadow-raised md:p-8">
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-gold-400/60 pb-4">
            <h2 id="receipt-title" className="font-display text-[22px] font-bold">
              {t('receipt.title')}
            </h2>
            {receipt.number && (
              <p className="text-sm text-ink-600">
                {rich(t('receipt.number'), {
                  number: (
                    <span data-testid="receipt-number" className="font-mono font-semibold text-ink-900">
                      {receipt.number}
                    </span>
                  ),
                })}
              </p>
            )}
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            <Row label={t('receipt.donor')}>
              {donation.donor.name}
              {donation.donor.pan_number && <span className="block font-mono text-ink-600">{t('receipt.pan', { pan: donation.donor.pan_number })}</span>}
            </Row>
            <Row label={t('receipt.amount')}>
              <Price value={donation.amount_total} className="text-lg font-bold text-maroon-800" />
            </Row>
            <Row label={t('receipt.date')}>{dateTime(donation.paid_at ?? donation.createdAt, language)}</Row>
            <Row label={t('receipt.campaign')}>{donation.campaign.title}</Row>
            <Row label={t('receipt.transaction')}>
              <span data-testid="transaction-id" className="break-all font-mono">
                {donation.payment_id ?? '—'}
              </span>
            </Row>
            <Row label={t('receipt.referenceLabel')}>
              <span data-testid="donation-reference" className="font-mono">
                {donation.reference}
              </span>
            </Row>
          </dl>

          {(donation.sevas.length > 0 || donation.custom_donation > 0) && (
            <div className="mt-6 rounded-[10px] bg-cream-100 px-4 py-3">
              <h3 className="text-sm font-semibold text-maroon-800">{t('receipt.yourGift')}</h3>
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
                    <span>{t('receipt.yourAmount')}</span>
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
              <p className="text-sm text-ink-600">{t('receipt.preparing')}</p>
            )}
            <p className="mt-3 text-sm text-ink-600">
              {download.reason ?? t('receipt.statement80G', { pan: donation.donor.pan_number ?? '' })}
            </p>
          </div>
        </section>

        <div className="mx-auto mt-6 max-w-2xl">
          <PromiseTimeline record={donation} />
        </div>

        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/">
            <Home className="h-4 w-4" aria-hidden /> {t('receipt.home')}
          </ButtonLink>
          <ButtonLink to="/donations" variant="outline">
            {t('receipt.more')}
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
  const { t } = useDonationsT();
  useTitle(t('titles.notFound'));
  const { pathname, search } = useLocation();
  return (
    <MessageCard
      title={t('receipt.notFound')}
      actions={
        <>
          <ButtonLink to="/donations">{t('checkout.browse')}</ButtonLink>
          <ButtonLink to="/auth" state={{ from: pathname + search }} variant="outline">
            {t('receipt.signIn')}
          </ButtonLink>
        </>
      }
    >
      <p>{t('receipt.notFoundText')}</p>
      <p className="mt-2">
        {rich(t('receipt.notFoundHelp', { hours: supportHours(currentLanguage()), email: SUPPORT.email }), {
          phone: <strong className="text-ink-900">{SUPPORT.phone}</strong>,
        })}
      </p>
    </MessageCard>
  );
}

function ReceiptSkeleton() {
  const { t } = useDonationsT();
  return (
    <SkeletonPage label={t('receipt.loading')} className="pb-16 pt-6 md:pt-10">
      <Skeleton className="mx-auto h-16 w-16 rounded-full" />
      <Skeleton className="mx-auto mt-4 h-9 w-72 max-w-full" />
      <Skeleton className="mx-auto mt-3 h-5 w-96 max-w-full" />
      <Skeleton className="mx-auto mt-8 h-96 max-w-2xl" />
    </SkeletonPage>
  );
}
