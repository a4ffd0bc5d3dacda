import { AASHIRWAD_BOX_TEXT, DEFAULT_GOTRA, POLICY, PUJA_VIDEO_TEXT } from '@sankalp/shared/constants';
import type { QA } from '../../components/ui/Accordion';
import { SUPPORT } from '../../lib/support';

/** The home page's nine platform questions (spec part 1 § 2). */
export const HOME_FAQ: QA[] = [
  {
    q: 'How does booking a puja on Sankalp work?',
    a: 'Choose a puja and a way to participate, give your sankalp details (your name, gotra and family members), add offerings if you wish, and pay securely. The temple pandits perform the puja with your sankalp on the scheduled day.',
  },
  {
    q: 'What if I do not know my gotra?',
    a: `That is very common. Mark on the sankalp form that you do not know your gotra and the pandit will use ${DEFAULT_GOTRA} gotra, the traditional choice for devotees who do not know theirs.`,
  },
  {
    q: 'Who performs the puja?',
    a: 'Experienced pandits of the temple perform every puja by Vedic rituals, reciting your name and gotra during the sankalp.',
  },
  {
    q: 'When will I receive the puja video and the Aashirwad Box?',
    a: `The video of your puja reaches you on WhatsApp ${PUJA_VIDEO_TEXT}, and the Aashirwad Box of prasad reaches your home in about ${AASHIRWAD_BOX_TEXT}.`,
  },
  {
    q: 'How can I pay?',
    a: 'Pay by debit or credit card or UPI through our secure payment partner. You receive a confirmation as soon as the payment is verified.',
  },
  {
    q: 'How will I get updates about my puja?',
    a: 'We send updates on WhatsApp to the number you give: your booking confirmation, reminders on the puja day and the video of your puja.',
  },
  {
    q: 'Can I watch darshan live?',
    a: 'Yes. Live darshan from temples across India streams around the clock on the Live Stream page, free for everyone.',
  },
  {
    q: 'Do donations get an 80G certificate?',
    a: `Donations to our charitable campaigns above ₹${POLICY.certificate80GMinRupees} receive an 80G certificate by e-mail within ${POLICY.certificate80GDays} days. Puja bookings are service charges and are not eligible for 80G exemption.`,
  },
  {
    q: 'How do I contact support?',
    a: `Call ${SUPPORT.phone} (${SUPPORT.hours}), write to ${SUPPORT.email} or message us on WhatsApp. We are glad to help you book.`,
  },
];
