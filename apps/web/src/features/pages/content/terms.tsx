import { SUPPORT } from '../../../lib/support';
import type { PolicySection } from '../components/PolicyLayout';
import { TextLink } from '../components/TextLink';
import { FIG } from './figures';

export const TERMS_INTRO = (
  <>
    <p>
      These terms apply when you use Sankalp, the website of the Sankalp Foundation, Varanasi, to book pujas, make
      chadhava offerings, donate, watch live darshan, order from the store or book a consultation.
    </p>
    <p>By using Sankalp you agree to them. Please read them once; they are written to be plain.</p>
  </>
);

export const TERMS_SECTIONS: PolicySection[] = [
  {
    id: 'service',
    title: 'What we do',
    body: (
      <p>
        We arrange pujas, chadhava and sevas at partner temples on your behalf. The rituals are performed by the
        temples’ pandits according to their own tradition. We also run donation campaigns, stream live darshan, sell
        sacred products and connect you with astrologers. Sankalp is offered in {FIG.languages}.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <p>
        You may book as a guest or with an account. Please give accurate details — especially names and gotra for a
        sankalp — and keep your password private. You are responsible for what is done through your account.
      </p>
    ),
  },
  {
    id: 'bookings',
    title: 'Puja and chadhava bookings',
    body: (
      <ul>
        <li>A booking is confirmed once the payment is confirmed by our payment provider.</li>
        <li>
          You can cancel or reschedule a puja {FIG.cancelBefore} it begins; refunds follow our{' '}
          <TextLink to="/refund-policy">Refund Policy</TextLink>.
        </li>
        <li>
          If a temple has to move a puja for reasons beyond our control, we tell you at once and offer a new date or a
          full refund.
        </li>
        <li>
          You receive a video of your puja, usually within {FIG.pujaVideo}; the Aashirwad Box of prasad ships in{' '}
          {FIG.prasadShips}.
        </li>
      </ul>
    ),
  },
  {
    id: 'payments',
    title: 'Prices and payments',
    body: (
      <ul>
        <li>All prices are in Indian rupees (₹) and include what is shown at checkout; nothing is added afterwards.</li>
        <li>
          Payments are taken through a card and UPI payment provider. Payments for puja, offerings and daan are service
          charges.
        </li>
        <li>The amount you pay is always checked against our current prices before the payment window opens.</li>
        <li>Please raise any disputed charge {FIG.disputeDays}.</li>
      </ul>
    ),
  },
  {
    id: 'donations',
    title: 'Donations and 80G',
    body: (
      <p>
        Donations go to the campaign you choose. For donations above {FIG.cert80GMin}, an 80G certificate is sent by
        e-mail {FIG.cert80GDays}. Puja bookings are service charges and are not eligible for 80G.
      </p>
    ),
  },
  {
    id: 'store',
    title: 'Store orders',
    body: (
      <p>
        We call to confirm each order {FIG.orderCall}, dispatch {FIG.orderDispatch}, and send tracking updates by SMS or
        e-mail. Colours of handmade and natural products may vary slightly from the photographs.
      </p>
    ),
  },
  {
    id: 'consultations',
    title: 'Astrology and vastu consultations',
    body: (
      <p>
        Consultations offer spiritual and traditional guidance. They are not a substitute for medical, legal or
        financial advice. A consultation booked on Sankalp has a fixed fee of {FIG.consultationFee}; per-minute
        astrology sessions are charged at {FIG.astroRate}.
      </p>
    ),
  },
  {
    id: 'live',
    title: 'Live darshan and content',
    body: (
      <p>
        Live streams, videos, photographs and text on Sankalp belong to us or to our partner temples. You are welcome to
        watch and share links for personal, devotional use; please do not record, re-broadcast or sell them.
      </p>
    ),
  },
  {
    id: 'conduct',
    title: 'Respectful use',
    body: (
      <p>
        Please do not misuse the site: no false bookings, no payments that are not yours, no attempts to break or
        overload the service, and no offensive text in a sankalp or message to a pandit. We may cancel such bookings and
        close such accounts.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <p>
        We do our utmost to have every ritual performed faithfully and on time, and every delivery made safely.
        Spiritual outcomes cannot be promised by anyone, and we do not promise them. Where something within our control
        goes wrong, our responsibility is limited to the amount you paid for that booking or order.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Law and disputes',
    body: (
      <p>
        These terms are governed by the laws of India. We will always try to settle a concern with you directly first;
        if that fails, the courts at Varanasi, Uttar Pradesh, have jurisdiction.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms and will change the date at the top when we do. Questions are welcome at{' '}
        <TextLink to={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</TextLink> or on{' '}
        <TextLink to={SUPPORT.phoneHref}>{SUPPORT.phone}</TextLink>.
      </p>
    ),
  },
];
