import { promiseDue } from '@sankalp/shared/promises';
import { queueMail } from '../../lib/mail/mailer';
import { bookedTags, invalidateCatalogCache } from '../catalog/catalog.service';
import { noticeOf, type PayableContract } from '../payments/payable';
import { readerOfRecord } from '../payments/payable-language';
import { financialYearOf, formatReceiptNumber } from './financial-year';
import { donationPath, donationReceiptMail } from './donations.mail';
import { donationNames, toDonationCard } from './donations.mappers';
import * as repo from './donations.repository';

/**
 * Donations in the payment contract (decision 007). Paid, in the paying transaction and once:
 * the donation is completed, the campaign's raised amount grows by exactly the paid amount and
 * its donor count by one, the receipt gets the next gap-free number of the financial year, and
 * the receipt e-mail (PDF attached by reference) is queued. A donation paid already is sent for
 * review instead. Its one promise (issue 10): the 80G certificate within 7 days (campaigns belong
 * to no temple, so only the operators see it on the board).
 */
export const donationPayable: PayableContract & { kind: 'donation' } = {
  kind: 'donation',
  receiptPrefix: 'dn',
  account: 'donation',

  async fulfil(tx, order, payment, fctx) {
    // Locked and marked paid in one statement (or why this order cannot pay it).
    const paid = await repo.payPayable(tx, order, payment.providerPaymentId, fctx.now);
    if ('review' in paid) return paid;
    const donation = paid.row;
    // Numbered only once the payment has won, so a donation that is sent for review takes no number.
    const fy = financialYearOf(fctx.now);
    await repo.updateDonation(tx, donation.id, {
      receiptNumber: formatReceiptNumber(fy, await repo.takeReceiptCounter(tx, fy)),
      paymentMethod: await repo.paymentMethodOf(tx, payment.providerPaymentId),
    });
    // Settlement made the order paid only because the payment equals its amount.
    await repo.addToCampaign(tx, donation.campaignId, order.amountPaise);
    const [bundle] = await repo.loadBundles(tx, [donation.id]);
    if (bundle) {
      const { lang, texts } = await readerOfRecord(tx, bundle.donation, bundle, repo.readerTexts);
      await queueMail(tx, donationReceiptMail(fctx.config, bundle, lang, texts));
    }
    fctx.afterCommit((db) => invalidateCatalogCache(db, bookedTags.campaign(donation.campaignId)));
    return { userId: donation.userId };
  },

  // Nothing is held for a donation: only its status follows the order.
  async release(tx, order, status, fctx) {
    await repo.markUnpaid(tx, order.refId, order.id, status, fctx.now);
  },

  promises: async (_tx, _id, paidAt) => [
    { type: 'certificate_80g', dueAt: promiseDue.certificate80g(paidAt), templeId: null },
  ],

  async notice(db, id) {
    const [b] = await repo.loadBundles(db, [id]);
    if (!b) return undefined;
    const d = b.donation;
    const { lang, texts } = await readerOfRecord(db, d, b, repo.readerTexts);
    return noticeOf(
      d,
      lang,
      donationNames(b, texts).campaign,
      donationPath(d.id, d.userId === null ? d.accessKey : null),
    );
  },

  owner: repo.findOwner,
  cards: async (db, ids, promises, lang) => {
    const bundles = await repo.loadBundles(db, ids);
    const texts = await repo.readerTexts(db, bundles, lang);
    return bundles.map((b) => toDonationCard(b, promises.get(b.donation.id) ?? [], texts));
  },
  belongsTo: repo.idsBelongingTo,
};
