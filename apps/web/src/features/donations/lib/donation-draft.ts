import type { Campaign } from '@sankalp/shared/api/catalog';
import type { PayableKind } from '@sankalp/shared/api/payments';
import { createSessionDraft, type DraftStorage, type PreparedPayment } from '../../../lib/payments';
import type { SevaSelection } from './donation-selection';
import { emptyDonorForm, type DonorFormValues } from './donor-form';

export const DONOR_FORM_PATH = '/donor-form';
export const DONATION_RETURN_ROUTE = '/donation-checkout-success';

/** /donation-checkout-success?donation={id} (the e-mailed link adds &key=). */
export const receiptPath = (donationId: string) => `${DONATION_RETURN_ROUTE}?donation=${encodeURIComponent(donationId)}`;

/** The campaign a gift is for, as far as the donor form needs it before the campaign loads. */
export type DraftCampaign = { id: string; slug: string; title: string; img: string };

/**
 * A gift in progress (ARCHITECTURE.md: a booking in progress is a sessionStorage draft): the
 * campaign page's sevas and typed amount, the donor form as typed, the donation made for it (so
 * a second Pay reopens it rather than making another), and, once paid, which donation it was.
 * Prices, totals and statuses are always the server's: the draft holds choices, not money.
 */
export type DonationDraft = {
  campaign: DraftCampaign;
  selection: SevaSelection;
  /** The amount exactly as typed ('501.00' stays visible with its error). */
  amountText: string;
  donor?: DonorFormValues;
  /** The pending donation made for `requestKey` (the create request it answered). */
  payment?: { prepared: PreparedPayment; requestKey: string };
  /** The donation this gift was paid with: the donor form then says so instead of inviting a second payment. */
  paid?: { donationId: string; amount: number };
};

const DRAFT_KEY = 'sankalp:donation-draft';
/** A gift left for longer than this starts afresh. */
export const DONATION_DRAFT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function readCampaign(v: unknown): DraftCampaign | null {
  if (!isObj(v) || !isText(v.id) || v.id === '' || !isText(v.title)) return null;
  return { id: v.id, slug: isText(v.slug) ? v.slug : '', title: v.title, img: isText(v.img) ? v.img : '' };
}

/** Seva id → a whole quantity above 0; anything else is dropped. */
function readSelection(v: unknown): SevaSelection {
  if (!isObj(v)) return {};
  return Object.fromEntries(Object.entries(v).filter(([, q]) => isWhole(q) && q > 0)) as SevaSelection;
}

function readDonor(v: unknown): DonorFormValues | undefined {
  if (!isObj(v)) return undefined;
  const empty = emptyDonorForm();
  const text = (k: Exclude<keyof DonorFormValues, 'gotra_unknown'>) => (isText(v[k]) ? v[k] : empty[k]);
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    gotra: text('gotra'),
    gotra_unknown: v.gotra_unknown === true,
    pan_number: text('pan_number'),
  };
}

function readPrepared(v: unknown): PreparedPayment | null {
  if (!isObj(v) || v.kind !== ('donation' satisfies PayableKind) || !isText(v.id) || !isText(v.accessKey)) return null;
  const o = v.order;
  if (!isObj(o) || !isText(o.id) || !isWhole(o.amount) || !isText(o.currency) || typeof v.amount !== 'number') return null;
  return {
    kind: 'donation',
    id: v.id,
    accessKey: v.accessKey,
    order: { id: o.id, amount: o.amount, currency: o.currency },
    amount: v.amount,
    keyId: isText(v.keyId) ? v.keyId : undefined,
  };
}

/** The stored draft made safe: a bad campaign drops it all, any other bad part is left out. */
export function readDonationDraft(raw: unknown): DonationDraft | null {
  if (!isObj(raw)) return null;
  const campaign = readCampaign(raw.campaign);
  if (!campaign) return null;
  const draft: DonationDraft = {
    campaign,
    selection: readSelection(raw.selection),
    amountText: isText(raw.amountText) ? raw.amountText : '',
  };
  const donor = readDonor(raw.donor);
  if (donor) draft.donor = donor;
  const p = isObj(raw.payment) ? raw.payment : null;
  const prepared = p && readPrepared(p.prepared);
  if (prepared && p && isText(p.requestKey)) draft.payment = { prepared, requestKey: p.requestKey };
  const paid = raw.paid;
  if (isObj(paid) && isText(paid.donationId) && paid.donationId !== '' && typeof paid.amount === 'number') {
    draft.paid = { donationId: paid.donationId, amount: paid.amount };
  }
  return draft;
}

export const donationDraft = (storage?: DraftStorage | null) =>
  createSessionDraft<DonationDraft>(DRAFT_KEY, {
    maxAgeMs: DONATION_DRAFT_MAX_AGE_MS,
    validate: readDonationDraft,
    storage,
  });

export const draftCampaignOf = (c: Pick<Campaign, '_id' | 'slug' | 'title' | 'img'>): DraftCampaign => ({
  id: c._id,
  slug: c.slug,
  title: c.title,
  img: c.img,
});

/** What the campaign page starts with: its own unpaid gift from the draft, else nothing chosen. */
export function initialGift(draft: DonationDraft | null, campaignId: string): { selection: SevaSelection; amountText: string } {
  if (!draft || draft.campaign.id !== campaignId || draft.paid) return { selection: {}, amountText: '' };
  return { selection: draft.selection, amountText: draft.amountText };
}

/** The gift the campaign page keeps as it changes; a new choice ends any earlier payment of the draft. */
export const giftPatch = (
  campaign: DraftCampaign,
  selection: SevaSelection,
  amountText: string,
): Partial<DonationDraft> => ({ campaign, selection, amountText, payment: undefined, paid: undefined });
