import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChevronLeft, HeartHandshake } from 'lucide-react';
import type { Campaign } from '@sankalp/shared/api/catalog';
import { formatINR } from '@sankalp/shared/money';
import {
  DONOR_FORM_PATH,
  donationDraft,
  draftCampaignOf,
  giftPatch,
  initialGift,
  receiptPath,
  type DonationDraft,
} from '../lib/donation-draft';
import { useStoredState } from '../../../lib/use-stored-state';
import { addSeva, changeSeva, giftOf, type SevaSelection } from '../lib/donation-selection';
import { CampaignHeader } from './CampaignHeader';
import { CampaignTabs } from './CampaignTabs';
import { DonationPanel, MobileDonateBar } from './DonationPanel';
import { rich } from '../../../lib/i18n/rich';
import { useDonationsT } from '../i18n';

const NO_GIFT: ReturnType<typeof initialGift> & { paid?: DonationDraft['paid'] } = { ...initialGift(null, ''), paid: undefined };

/**
 * The loaded campaign: header, tabs and the donation panel leading to the donor form. The sevas
 * and the typed amount live in the session draft as they change, so a refresh loses nothing.
 */
export function CampaignDonation({ campaign }: { campaign: Campaign }) {
  const { t } = useDonationsT();
  const navigate = useNavigate();
  const [draft] = useState(() => donationDraft());
  // The gift kept in the session draft (a refresh loses nothing); on a server-rendered page it
  // comes in right after hydration.
  const [gift0, setGift0] = useStoredState(() => {
    const stored = draft.load();
    return { ...initialGift(stored, campaign._id), paid: stored?.campaign.id === campaign._id ? stored.paid : undefined };
  }, NO_GIFT);
  const { selection, amountText, paid: paidNotice } = gift0;
  const setSelection = (s: SevaSelection) => setGift0((g) => ({ ...g, selection: s }));
  const setAmountText = (a: string) => setGift0((g) => ({ ...g, amountText: a }));
  const setPaidNotice = (p: undefined) => setGift0((g) => ({ ...g, paid: p }));

  const gift = giftOf(campaign.sevas, selection, amountText);

  const keep = (nextSelection: SevaSelection, nextAmount: string) => {
    setSelection(nextSelection);
    setAmountText(nextAmount);
    setPaidNotice(undefined);
    draft.save(giftPatch(draftCampaignOf(campaign), nextSelection, nextAmount));
  };

  const proceed = () => {
    if (!gift.canProceed) return;
    draft.save(giftPatch(draftCampaignOf(campaign), selection, amountText));
    navigate(DONOR_FORM_PATH);
  };

  return (
    <div className="container-page pb-8 pt-4 md:pb-16 md:pt-6">
      <Link
        to="/donations"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-saffron-700 hover:underline"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden /> {t('campaign.allCampaigns')}
      </Link>
      {paidNotice && (
        <p
          role="status"
          className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-[12px] bg-cream-100 px-4 py-3 text-sm text-ink-900"
        >
          <HeartHandshake className="h-5 w-5 shrink-0 text-success" aria-hidden />
          <span>{rich(t('campaign.paidNotice'), { amount: <strong>{formatINR(paidNotice.amount)}</strong> })}</span>
          <Link to={receiptPath(paidNotice.donationId)} className="font-semibold text-saffron-700 underline underline-offset-2">
            {t('campaign.viewReceipt')}
          </Link>
        </p>
      )}
      <div className="mt-2 grid gap-8 md:grid-cols-[minmax(0,1fr)_340px] lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0">
          <CampaignHeader campaign={campaign} />
          <div className="mt-8">
            <CampaignTabs
              campaign={campaign}
              selection={selection}
              onAdd={(id) => keep(addSeva(selection, id), amountText)}
              onChange={(id, d) => keep(changeSeva(selection, id, d), amountText)}
            />
          </div>
        </div>
        <div>
          <div className="md:sticky md:top-20">
            <DonationPanel
              gift={gift}
              amountText={amountText}
              onAmount={(text) => keep(selection, text)}
              onProceed={proceed}
            />
          </div>
        </div>
      </div>
      <MobileDonateBar gift={gift} onProceed={proceed} />
    </div>
  );
}
