import type { Campaign } from '@sankalp/shared/api/catalog';
import type { DonationBreakdown } from '@sankalp/shared/pricing';
import type { SelectedSevaLine } from './donation-selection';

export const DONOR_FORM_PATH = '/donor-form';
export const DONATION_RETURN_ROUTE = '/donation-checkout-success';

/** Donation navigation data (spec part 2 § 3), handed to /donor-form. */
export type DonationNavigationData = {
  campaignData: { campaignId: string; campaignTitle: string; campaignImage: string };
  donationAmount: number;
  selectedSevas: SelectedSevaLine[];
  feeBreakup: DonationBreakdown;
  returnRoute: string;
};

/** `donationAmount` is the whole gift (sevas plus the typed amount); feeBreakup keeps the parts. */
export function buildDonationNavigation(
  campaign: Pick<Campaign, '_id' | 'title' | 'img'>,
  lines: SelectedSevaLine[],
  breakdown: DonationBreakdown,
): DonationNavigationData {
  return {
    campaignData: { campaignId: campaign._id, campaignTitle: campaign.title, campaignImage: campaign.img },
    donationAmount: breakdown.totalAmount,
    selectedSevas: lines,
    feeBreakup: breakdown,
    returnRoute: DONATION_RETURN_ROUTE,
  };
}

// The donor form must survive a refresh (ARCHITECTURE.md: a booking in progress is a sessionStorage draft).
const KEY = 'sankalp:donation-draft';

export function saveDonationDraft(data: DonationNavigationData) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    // Storage blocked: navigation state still carries the data.
  }
}

/** The draft, when it is well formed. */
export function readDonationDraft(raw: unknown): DonationNavigationData | null {
  const d = raw as Partial<DonationNavigationData> | null;
  if (!d || typeof d !== 'object') return null;
  const c = d.campaignData;
  if (!c || typeof c.campaignId !== 'string' || typeof c.campaignTitle !== 'string') return null;
  if (typeof d.donationAmount !== 'number' || !Array.isArray(d.selectedSevas) || !d.feeBreakup) return null;
  return d as DonationNavigationData;
}

export function loadDonationDraft(): DonationNavigationData | null {
  try {
    return readDonationDraft(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
  } catch {
    return null;
  }
}
