import { SUPPORT } from '../../../lib/support';
import { RefundTiersTable } from '../components/RefundTiersTable';
import type { PolicySection } from '../components/PolicyLayout';
import { TextLink } from '../components/TextLink';
import { FIG } from './figures';

export const REFUND_INTRO = (
  <>
    <p>
      Every offering you make through Sankalp is made in faith, and we handle the money you give with the same care.
      This policy explains when you can cancel, what is refunded, and how long it takes.
    </p>
    <p className="rounded-[12px] border-l-4 border-gold-400 bg-cream-100 px-5 py-4 text-ink-900">
      <strong className="text-maroon-800">In short:</strong> ask us {FIG.refundRequest}; we review your request in{' '}
      {FIG.refundReview}, and approved refunds reach you in {FIG.refundProcessing}.
    </p>
  </>
);

export const REFUND_SECTIONS: PolicySection[] = [
  {
    id: 'pujas',
    title: 'Puja bookings',
    body: (
      <>
        <p>
          You can cancel or reschedule a puja {FIG.cancelBefore} it begins. The refund depends on how long before the
          puja you cancel:
        </p>
        <RefundTiersTable />
        <p>
          Once the sankalp has been taken and the puja performed, it cannot be undone, so no refund is possible after
          the puja. Chadhava items and dakshina added to a puja booking are part of that booking and follow the same
          tiers.
        </p>
      </>
    ),
  },
  {
    id: 'donations',
    title: 'Donations',
    body: (
      <>
        <p>
          If you gave a donation by mistake — a wrong amount, or the same donation twice — tell us {FIG.refundRequest}.
          A donation still with us is refunded in {FIG.refundProcessing}. A donation already passed on to the temple
          takes <strong>{FIG.refundAtTemple}</strong>, because the temple returns it to us first.
        </p>
        <p>
          For donations above {FIG.cert80GMin} we send an 80G certificate by e-mail {FIG.cert80GDays}. A donation that
          is refunded is no longer eligible, so no certificate is issued for it.
        </p>
      </>
    ),
  },
  {
    id: 'astrology',
    title: 'Astrology and vastu consultations',
    body: (
      <>
        <ul>
          <li>
            <strong>The astrologer does not join:</strong> full refund if the astrologer has not joined within{' '}
            {FIG.astroNoShow} of the booked time.
          </li>
          <li>
            <strong>The consultation is cut short:</strong> {FIG.astroPartial} refund if {FIG.astroPartialBelow} of the
            consultation was completed.
          </li>
          <li>
            <strong>Complaints</strong> about a consultation must reach us {FIG.astroComplaint} of it.
          </li>
        </ul>
        <p>
          A consultation booked on Sankalp has a fixed fee of <strong>{FIG.consultationFee}</strong>, shown before you
          pay. Per-minute astrology sessions are charged at <strong>{FIG.astroRate}</strong>. Refunds are worked out on
          the amount you actually paid.
        </p>
      </>
    ),
  },
  {
    id: 'store',
    title: 'Store orders and prasad',
    body: (
      <p>
        If a product or prasad box reaches you damaged, or is not what you ordered, write to us {FIG.refundRequest} of
        delivery with your order ID and a photo. We will send a replacement or refund you in {FIG.refundProcessing}.
      </p>
    ),
  },
  {
    id: 'payments',
    title: 'Failed, duplicate and disputed payments',
    body: (
      <>
        <p>
          If money left your account but no booking was confirmed, please do not pay again. We check every pending
          payment with our card and UPI payment provider and either confirm the booking or refund the amount in full in{' '}
          {FIG.refundProcessing}.
        </p>
        <p>
          If you do not recognise a charge from Sankalp, or believe it is wrong, raise it with us {FIG.disputeDays} of
          the charge.
        </p>
      </>
    ),
  },
  {
    id: 'how',
    title: 'How to ask for a refund',
    body: (
      <>
        <ol>
          <li>
            Contact our refund desk {FIG.refundRequest} — by e-mail at{' '}
            <TextLink to={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</TextLink>, by phone on{' '}
            <TextLink to={SUPPORT.phoneHref}>{SUPPORT.phone}</TextLink>, or on WhatsApp.
          </li>
          <li>Tell us your booking, order or transaction ID and the reason.</li>
          <li>
            We review every request in <strong>{FIG.refundReview}</strong> and write back with the decision.
          </li>
          <li>
            Approved refunds are paid to the card, UPI account or bank account you paid from, in{' '}
            <strong>{FIG.refundProcessing}</strong> ({FIG.refundAtTemple} for donations already at the temple).
          </li>
        </ol>
        <p>
          The refund desk is open <strong>{FIG.refundDeskHours}</strong>. Outside those hours, send an e-mail and it
          will be picked up first thing.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        If anything here is unclear, please <TextLink to="/contact-us">contact us</TextLink> or read the{' '}
        <TextLink to="/faq">FAQ</TextLink>. We would much rather answer a question than leave you unsure about an
        offering.
      </p>
    ),
  },
];
