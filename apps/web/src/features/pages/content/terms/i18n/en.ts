import { FIG } from '../../figures';

/**
 * /terms-of-service, drawn from this shape like every policy (components/PolicyText.tsx): `p…` a
 * paragraph, `ul…` a list; **bold** and [a link](/path) in the text. {email}, {phone} and
 * {phoneHref} are the support contacts (lib/support.ts).
 */
const en = {
  title: 'Terms of Service',
  intro: {
    p1: 'These terms apply when you use Sankalp, the website of the Sankalp Foundation, Varanasi, to book pujas, make chadhava offerings, donate, watch live darshan, order from the store or book a consultation.',
    p2: 'By using Sankalp you agree to them. Please read them once; they are written to be plain.',
  },
  sections: {
    service: {
      title: 'What we do',
      p: `We arrange pujas, chadhava and sevas at partner temples on your behalf. The rituals are performed by the temples’ pandits according to their own tradition. We also run donation campaigns, stream live darshan, sell sacred products and connect you with astrologers. Sankalp is offered in ${FIG.languages}.`,
    },
    account: {
      title: 'Your account',
      p: 'You may book as a guest or with an account. Please give accurate details — especially names and gotra for a sankalp — and keep your password private. You are responsible for what is done through your account.',
    },
    bookings: {
      title: 'Puja and chadhava bookings',
      ul: {
        confirmed: 'A booking is confirmed once the payment is confirmed by our payment provider.',
        cancel: `You can cancel or reschedule a puja ${FIG.cancelBefore} it begins; refunds follow our [Refund Policy](/refund-policy).`,
        moved:
          'If a temple has to move a puja for reasons beyond our control, we tell you at once and offer a new date or a full refund.',
        video: `You receive a video of your puja, usually within ${FIG.pujaVideo}; the Aashirwad Box of prasad ships in ${FIG.prasadShips}.`,
      },
    },
    payments: {
      title: 'Prices and payments',
      ul: {
        rupees:
          'All prices are in Indian rupees (₹) and include what is shown at checkout; nothing is added afterwards.',
        provider:
          'Payments are taken through a card and UPI payment provider. Payments for puja, offerings and daan are service charges.',
        checked: 'The amount you pay is always checked against our current prices before the payment window opens.',
        disputes: `Please raise any disputed charge ${FIG.disputeDays}.`,
      },
    },
    donations: {
      title: 'Donations and 80G',
      p: `Donations go to the campaign you choose. For donations above ${FIG.cert80GMin}, an 80G certificate is sent by e-mail ${FIG.cert80GDays}. Puja bookings are service charges and are not eligible for 80G.`,
    },
    store: {
      title: 'Store orders',
      p: `We call to confirm each order ${FIG.orderCall}, dispatch ${FIG.orderDispatch}, and send tracking updates by SMS or e-mail. Colours of handmade and natural products may vary slightly from the photographs.`,
    },
    consultations: {
      title: 'Astrology and vastu consultations',
      p: `Consultations offer spiritual and traditional guidance. They are not a substitute for medical, legal or financial advice. A consultation booked on Sankalp has a fixed fee of ${FIG.consultationFee}; per-minute astrology sessions are charged at ${FIG.astroRate}.`,
    },
    live: {
      title: 'Live darshan and content',
      p: 'Live streams, videos, photographs and text on Sankalp belong to us or to our partner temples. You are welcome to watch and share links for personal, devotional use; please do not record, re-broadcast or sell them.',
    },
    conduct: {
      title: 'Respectful use',
      p: 'Please do not misuse the site: no false bookings, no payments that are not yours, no attempts to break or overload the service, and no offensive text in a sankalp or message to a pandit. We may cancel such bookings and close such accounts.',
    },
    liability: {
      title: 'Our responsibility',
      p: 'We do our utmost to have every ritual performed faithfully and on time, and every delivery made safely. Spiritual outcomes cannot be promised by anyone, and we do not promise them. Where something within our control goes wrong, our responsibility is limited to the amount you paid for that booking or order.',
    },
    law: {
      title: 'Law and disputes',
      p: 'These terms are governed by the laws of India. We will always try to settle a concern with you directly first; if that fails, the courts at Varanasi, Uttar Pradesh, have jurisdiction.',
    },
    contact: {
      title: 'Changes and contact',
      p: 'We may update these terms and will change the date at the top when we do. Questions are welcome at [{email}](mailto:{email}) or on [{phone}]({phoneHref}).',
    },
  },
};

export default en;
export type TermsMessages = typeof en;
