import { REFUND_TIERS } from '@sankalp/shared/constants';
import { FIG } from '../../figures';

/**
 * /refund-policy, drawn from this shape like every policy (components/PolicyText.tsx): `p…` a
 * paragraph, `note…` the boxed summary, `ul…`/`ol…` a list, `tiers` the refund table. {email},
 * {phone} and {phoneHref} are the support contacts (lib/support.ts).
 */
const en = {
  title: 'Refund Policy',
  intro: {
    p: 'Every offering you make through Sankalp is made in faith, and we handle the money you give with the same care. This policy explains when you can cancel, what is refunded, and how long it takes.',
    note: `**In short:** ask us ${FIG.refundRequest}; we review your request in ${FIG.refundReview}, and approved refunds reach you in ${FIG.refundProcessing}.`,
  },
  sections: {
    pujas: {
      title: 'Puja bookings',
      p1: `You can cancel or reschedule a puja ${FIG.cancelBefore} it begins. The refund depends on how long before the puja you cancel:`,
      tiers: {
        caption: 'Puja refund by time of cancellation',
        when: 'When you cancel',
        refund: 'Refund',
        none: 'No refund',
        // REFUND_TIERS in order: more than 24 hours, 12 to 24 hours, less than 12 hours before.
        rows: {
          more: `${REFUND_TIERS[0].label} the puja`,
          between: `${REFUND_TIERS[1].label} the puja`,
          less: `${REFUND_TIERS[2].label} the puja`,
        },
      },
      p2: 'Once the sankalp has been taken and the puja performed, it cannot be undone, so no refund is possible after the puja. Chadhava items and dakshina added to a puja booking are part of that booking and follow the same tiers.',
    },
    donations: {
      title: 'Donations',
      p1: `If you gave a donation by mistake — a wrong amount, or the same donation twice — tell us ${FIG.refundRequest}. A donation still with us is refunded in ${FIG.refundProcessing}. A donation already passed on to the temple takes **${FIG.refundAtTemple}**, because the temple returns it to us first.`,
      p2: `For donations above ${FIG.cert80GMin} we send an 80G certificate by e-mail ${FIG.cert80GDays}. A donation that is refunded is no longer eligible, so no certificate is issued for it.`,
    },
    astrology: {
      title: 'Astrology and vastu consultations',
      ul: {
        noShow: `**The astrologer does not join:** full refund if the astrologer has not joined within ${FIG.astroNoShow} of the booked time.`,
        cutShort: `**The consultation is cut short:** ${FIG.astroPartial} refund if ${FIG.astroPartialBelow} of the consultation was completed.`,
        complaints: `**Complaints** about a consultation must reach us ${FIG.astroComplaint} of it.`,
      },
      p: `A consultation booked on Sankalp has a fixed fee of **${FIG.consultationFee}**, shown before you pay. Per-minute astrology sessions are charged at **${FIG.astroRate}**. Refunds are worked out on the amount you actually paid.`,
    },
    store: {
      title: 'Store orders and prasad',
      p: `If a product or prasad box reaches you damaged, or is not what you ordered, write to us ${FIG.refundRequest} of delivery with your order ID and a photo. We will send a replacement or refund you in ${FIG.refundProcessing}.`,
    },
    payments: {
      title: 'Failed, duplicate and disputed payments',
      p1: `If money left your account but no booking was confirmed, please do not pay again. We check every pending payment with our card and UPI payment provider and either confirm the booking or refund the amount in full in ${FIG.refundProcessing}.`,
      p2: `If you do not recognise a charge from Sankalp, or believe it is wrong, raise it with us ${FIG.disputeDays} of the charge.`,
    },
    how: {
      title: 'How to ask for a refund',
      ol: {
        contact: `Contact our refund desk ${FIG.refundRequest} — by e-mail at [{email}](mailto:{email}), by phone on [{phone}]({phoneHref}), or on WhatsApp.`,
        tell: 'Tell us your booking, order or transaction ID and the reason.',
        review: `We review every request in **${FIG.refundReview}** and write back with the decision.`,
        paid: `Approved refunds are paid to the card, UPI account or bank account you paid from, in **${FIG.refundProcessing}** (${FIG.refundAtTemple} for donations already at the temple).`,
      },
      p: `The refund desk is open **${FIG.refundDeskHours}**. Outside those hours, send an e-mail and it will be picked up first thing.`,
    },
    contact: {
      title: 'Questions',
      p: 'If anything here is unclear, please [contact us](/contact-us) or read the [FAQ](/faq). We would much rather answer a question than leave you unsure about an offering.',
    },
  },
};

export default en;
export type RefundMessages = typeof en;
