import type { DonationCreated, DonationView } from '@sankalp/shared/api/donations';
import { toPaise, toRupees } from '@sankalp/shared/money';
import { donationTotal } from '@sankalp/shared/pricing';
import {
  DONATION_AMOUNT_REQUIRED_MESSAGE,
  DONATION_MAX_RUPEES,
  DONATION_TOO_LARGE_MESSAGE,
  donationVerifySchema,
  SEVA_QUANTITY_MAX,
  type DonationRequest,
} from '@sankalp/shared/schemas/donation';
import type { Config } from '../../config';
import type { AppContext, SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { conflict, badRequest, notFound } from '../../lib/errors';
import {
  checkClientTotal,
  cleanNotes,
  newPayable,
  openCheckout,
  reachPayable,
  verifyPayableRequest,
  type VerifyAnswer,
} from '../payments/payments.service';
import { readerOfRecord } from '../payments/payable-language';
import { promiseViewsOf } from '../fulfilment/promises.views';
import { toDonationView } from './donations.mappers';
import * as repo from './donations.repository';
import { receiptContent, receiptFilename } from './receipt-content';
import { renderReceiptPdf } from './receipt-pdf';
import type { Language } from '../../lib/request-language';

type Ctx = Pick<AppContext, 'config' | 'db' | 'now' | 'secrets'>;

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const DONATION_NOT_FOUND = 'Donation not found';
export const INVALID_SEVA = 'Please choose sevas of this campaign';
export const RECEIPT_NOT_READY = 'The receipt is ready once the payment is confirmed';

// ─── Totals ─────────────────────────────────────────────────────────────────

type PricedDonation = {
  lines: Array<{ sevaId: string; title: string; pricePaise: number; quantity: number; sort: number }>;
  sevasPaise: number;
  customPaise: number;
  totalPaise: number;
};

/**
 * Σ(seva price × quantity) + the free amount, from database prices (the shared donationTotal,
 * summed in paise). Sevas must be this campaign's; a repeated seva adds its quantities.
 */
async function priceDonation(db: Db, campaignId: string, input: DonationRequest): Promise<PricedDonation> {
  const catalog = new Map((await repo.listSevasOf(db, campaignId)).map((s) => [s.id, s]));
  const merged = new Map<string, number>();
  for (const line of input.sevas) {
    if (!catalog.has(line.seva_id)) throw badRequest(INVALID_SEVA, { seva_id: line.seva_id });
    merged.set(line.seva_id, (merged.get(line.seva_id) ?? 0) + line.quantity);
  }
  const lines = [...merged].map(([sevaId, quantity]) => {
    if (quantity > SEVA_QUANTITY_MAX)
      throw badRequest(`Quantity cannot exceed ${SEVA_QUANTITY_MAX}`, { seva_id: sevaId });
    const seva = catalog.get(sevaId)!;
    return { sevaId, title: seva.title, pricePaise: seva.pricePaise, quantity, sort: seva.sort };
  });
  const totals = donationTotal(
    lines.map((l) => ({ price: toRupees(l.pricePaise), quantity: l.quantity })),
    input.custom_donation,
  );
  const totalPaise = toPaise(totals.totalAmount);
  if (totalPaise <= 0) throw badRequest(DONATION_AMOUNT_REQUIRED_MESSAGE, { field: 'custom_donation' });
  if (totalPaise > toPaise(DONATION_MAX_RUPEES))
    throw badRequest(DONATION_TOO_LARGE_MESSAGE, { field: 'custom_donation' });
  return { lines, sevasPaise: toPaise(totals.sevasTotal), customPaise: toPaise(totals.customAmountTotal), totalPaise };
}

// ─── Create ─────────────────────────────────────────────────────────────────

/**
 * POST /donationsbooking/create: the donation is written pending with its sevas and the provider
 * order is created for the server's total. A client total that differs is a 409 and writes
 * nothing. Guests and signed-in users alike.
 */
export async function createDonation(
  ctx: Ctx,
  me: SessionUser | null,
  input: DonationRequest,
  language: Language = 'en',
): Promise<DonationCreated> {
  const campaign = await repo.findCampaign(ctx.db, input.campaign_id);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  const priced = await priceDonation(ctx.db, campaign.id, input);
  if (input.totalAmount !== undefined) checkClientTotal(input.totalAmount, priced.totalPaise);

  const { donor } = input;
  const donationId = await ctx.db.transaction(async (tx) => {
    const pending = await newPayable(tx, ctx, 'donation', me, {
      language,
      amountPaise: priced.totalPaise,
      notes: (id) =>
        cleanNotes({
          donation_id: id,
          campaign: campaign.title,
          sevas_total: toRupees(priced.sevasPaise),
          custom_donation: toRupees(priced.customPaise),
          gotra: donor.gotra,
        }),
    });
    await repo.insertDonation(
      tx,
      {
        ...pending,
        campaignId: campaign.id,
        donorName: donor.name,
        donorEmail: donor.email,
        donorPhone: donor.phone,
        donorAddress: donor.address,
        donorGotra: donor.gotra,
        donorPan: donor.pan_number,
        sevasTotalPaise: priced.sevasPaise,
        customPaise: priced.customPaise,
        amountTotalPaise: priced.totalPaise,
        campaignEligible80g: campaign.eligible80g,
      },
      priced.lines,
    );
    return pending.id;
  });

  const { accessKey, ...checkout } = await openCheckout(ctx, await repo.findDonation(ctx.db, donationId));
  return {
    donation: await viewOf(ctx, donationId),
    payment: { razorpayOrderId: checkout.order.id, amount: checkout.order.amount },
    ...checkout,
    accessKey,
  };
}

async function bundleOf(db: Db, id: string) {
  const [bundle] = await repo.loadBundles(db, [id]);
  if (!bundle) throw notFound(DONATION_NOT_FOUND);
  return bundle;
}

/** The donation's view with its promises (the 80G certificate, issue 10). */
async function viewOf(
  ctx: Pick<Ctx, 'db' | 'now' | 'secrets'>,
  id: string,
  key?: string,
  lang?: Language,
): Promise<DonationView> {
  const bundle = await bundleOf(ctx.db, id);
  const promises = await promiseViewsOf(ctx, 'donation', [bundle.donation.id]);
  const texts = await repo.readerTexts(ctx.db, [bundle], lang);
  return toDonationView(bundle, promises.get(bundle.donation.id) ?? [], key, texts);
}

// ─── Verify and read ────────────────────────────────────────────────────────

/**
 * POST /donationsbooking/verify-payment: checks the checkout signature against the order WE
 * stored for the donation and settles it (the signature is the proof; no session needed).
 * Anything malformed is simply `failed`.
 */
export const verifyPayment = (ctx: Ctx, body: unknown): Promise<VerifyAnswer & { donation?: DonationView }> =>
  verifyPayableRequest(ctx, 'donation', body, {
    schema: donationVerifySchema,
    named: (v) => v.donation_id,
    as: 'donation',
    view: (id) => viewOf(ctx, id),
  });

/** GET /donationsbooking/{id}?key=: the owner's session or the donation's access key, else 404. */
export const getDonation = async (
  ctx: Pick<Ctx, 'db' | 'now' | 'secrets'>,
  me: SessionUser | null,
  id: string,
  key: string | undefined,
  lang?: Language,
): Promise<DonationView> =>
  viewOf(ctx, await reachPayable(ctx, 'donation', me, id, key, DONATION_NOT_FOUND), key, lang);

/**
 * The receipt PDF of a paid donation (the GET route and the e-mail attachment draw the same one),
 * in the devotee's language: their saved settings', else the donation's own (issue 13).
 */
export async function renderDonationReceipt(
  db: Db,
  config: Config,
  id: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const bundle = await bundleOf(db, id);
  const { donation: d } = bundle;
  if (d.paymentStatus !== 'completed' || !d.receiptNumber) throw conflict(RECEIPT_NOT_READY);
  const { lang, texts } = await readerOfRecord(db, d, bundle, repo.readerTexts);
  const pdf = await renderReceiptPdf(receiptContent(config, bundle, lang, texts), { createdAt: d.paidAt ?? undefined });
  return { filename: receiptFilename(d.receiptNumber), pdf };
}

/** GET /donationsbooking/{id}/receipt.pdf?key=: 404 unless reachable, 409 until paid. */
export async function getReceipt(ctx: Ctx, me: SessionUser | null, id: string, key: string | undefined) {
  const reachable = await reachPayable(ctx, 'donation', me, id, key, DONATION_NOT_FOUND);
  return renderDonationReceipt(ctx.db, ctx.config, reachable);
}
