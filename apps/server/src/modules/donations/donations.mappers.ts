import type { PromiseView } from '@sankalp/shared/promises';
import type { DonationCard, DonationReceiptInfo, DonationView } from '@sankalp/shared/api/donations';
import { toRupees } from '@sankalp/shared/money';
import { receipt80G, type Receipt80G } from '@sankalp/shared/schemas/donation';
import { cardOf, linePrice, payableBase } from '../payments/payable-view';
import { copiedText } from '../catalog/copied-text';
import type { DonationBundle, DonationRow, ReaderTexts } from './donations.repository';

/** The 80G verdict of a donation, from what it froze when it was made (amount, PAN, the campaign's eligibility). */
export const receipt80GOf = (d: DonationRow): Receipt80G =>
  receipt80G({ amount: toRupees(d.amountTotalPaise), pan: d.donorPan, campaignEligible: d.campaignEligible80g });

/** Path of the receipt PDF under /api/v1, with the access key when the caller came with one. */
export const receiptPath = (id: string, key?: string) =>
  `/api/v1/donationsbooking/${id}/receipt.pdf${key ? `?key=${encodeURIComponent(key)}` : ''}`;

export function toReceiptInfo(d: DonationRow, key?: string): DonationReceiptInfo {
  const verdict = receipt80GOf(d);
  const ready = d.paymentStatus === 'completed' && d.receiptNumber !== null;
  return {
    number: d.receiptNumber,
    eligible80G: verdict.eligible,
    reason: verdict.reason,
    url: ready ? receiptPath(d.id, key) : null,
  };
}

/**
 * The catalog names a donation copied (campaign, sevas), as a reader with `texts` sees them (issue
 * 13): the catalog's Hindi where it has them, the English otherwise. Its page, its receipt and
 * e-mail and its notifications all name it from here.
 */
export function donationNames(b: DonationBundle, texts?: ReaderTexts) {
  const lang = texts?.lang;
  return {
    campaign: copiedText('campaign', b.campaign, 'title', b.campaign.title, lang),
    /** The donation's seva lines, each titled for the reader. */
    sevas: b.sevas.map((s) => ({
      ...s,
      title: copiedText('titled', texts?.sevas.get(s.sevaId), 'title', s.title, lang),
    })),
  };
}

/** A donation with everything the success page shows (amounts in rupees, dates ISO), named for the reader (donationNames). */
export function toDonationView(
  b: DonationBundle,
  promises: PromiseView[],
  key?: string,
  texts?: ReaderTexts,
): DonationView {
  const { donation: d, campaign } = b;
  const names = donationNames(b, texts);
  return {
    ...payableBase(d, b),
    kind: 'donation',
    campaign: {
      _id: campaign.id,
      title: names.campaign,
      slug: campaign.slug,
      img: campaign.img,
      eligible80G: d.campaignEligible80g,
    },
    sevas: names.sevas.map((s) => ({
      seva_id: s.sevaId,
      title: s.title,
      ...linePrice(s),
    })),
    sevas_total: toRupees(d.sevasTotalPaise),
    custom_donation: toRupees(d.customPaise),
    donor: {
      name: d.donorName,
      email: d.donorEmail,
      phone: d.donorPhone,
      address: d.donorAddress,
      gotra: d.donorGotra,
      pan_number: d.donorPan,
    },
    receipt: toReceiptInfo(d, key),
    promises,
  };
}

/** The account page's card (no personal details beyond what the list shows). */
export const toDonationCard = (b: DonationBundle, promises: PromiseView[], texts?: ReaderTexts): DonationCard =>
  cardOf(toDonationView(b, promises, undefined, texts), [
    '_id',
    'id',
    'kind',
    'reference',
    'campaign',
    'amount_total',
    'currency',
    'payment_status',
    'needs_review',
    'refunded_amount',
    'receipt',
    'createdAt',
    'promises',
  ]);
