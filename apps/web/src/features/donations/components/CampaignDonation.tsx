import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import type { Campaign } from '@sankalp/shared/api/catalog';
import { buildDonationNavigation, DONOR_FORM_PATH, saveDonationDraft } from '../lib/donation-draft';
import {
  addSeva,
  changeSeva,
  donationBreakdown,
  selectedSevaLines,
  type SevaSelection,
} from '../lib/donation-selection';
import { CampaignHeader } from './CampaignHeader';
import { CampaignTabs } from './CampaignTabs';
import { DonationPanel, MobileDonateBar } from './DonationPanel';

/** The loaded campaign: header, tabs and the donation panel leading to the donor form. */
export function CampaignDonation({ campaign }: { campaign: Campaign }) {
  const navigate = useNavigate();
  const [selection, setSelection] = useState<SevaSelection>({});
  const [amount, setAmount] = useState(0);

  const lines = selectedSevaLines(campaign.sevas, selection);
  const breakdown = donationBreakdown(lines, amount);

  const proceed = () => {
    if (breakdown.totalAmount <= 0) return;
    const data = buildDonationNavigation(campaign, lines, breakdown);
    saveDonationDraft(data);
    navigate(DONOR_FORM_PATH, { state: data });
  };

  return (
    <div className="container-page pb-8 pt-4 md:pb-16 md:pt-6">
      <Link
        to="/donations"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-saffron-700 hover:underline"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden /> All campaigns
      </Link>
      <div className="mt-2 grid gap-8 md:grid-cols-[minmax(0,1fr)_340px] lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0">
          <CampaignHeader campaign={campaign} />
          <div className="mt-8">
            <CampaignTabs
              campaign={campaign}
              selection={selection}
              onAdd={(id) => setSelection((s) => addSeva(s, id))}
              onChange={(id, d) => setSelection((s) => changeSeva(s, id, d))}
            />
          </div>
        </div>
        <div>
          <div className="md:sticky md:top-20">
            <DonationPanel
              lines={lines}
              amount={amount}
              breakdown={breakdown}
              onAmount={setAmount}
              onProceed={proceed}
            />
          </div>
        </div>
      </div>
      <MobileDonateBar breakdown={breakdown} onProceed={proceed} />
    </div>
  );
}
