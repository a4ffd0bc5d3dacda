import { AASHIRWAD_BOX_TEXT, DEFAULT_GOTRA, PUJA_VIDEO_TEXT } from '@sankalp/shared/constants';
import type { QA } from '../../components/ui/Accordion';
import { SUPPORT } from '../../lib/support';

/** The puja page's nine questions, on the spec's topics and in its order (part 2 § 2). */
export const PUJA_FAQ: QA[] = [
  {
    q: 'Why should I book a puja through Sankalp?',
    a: 'Your puja is performed at the temple itself by its pandits, with your name and gotra in the sankalp, wherever in the world you live. You are kept informed on WhatsApp and receive a video of your puja and an Aashirwad Box of prasad.',
  },
  {
    q: 'What if I do not know my gotra?',
    a: `If you do not know your gotra, ${DEFAULT_GOTRA} gotra is used. Mark it on the sankalp form and the pandit will take the sankalp with ${DEFAULT_GOTRA} gotra, the traditional choice for every devotee who does not know theirs.`,
  },
  {
    q: 'Who will perform the puja?',
    a: 'Experienced pandits of the temple perform the puja according to Vedic rituals, on the date and tithi shown on this page.',
  },
  {
    q: 'What happens during the puja?',
    a: 'The pandit first takes the sankalp, reciting the names and gotra of every devotee booked. The puja then follows its prescribed rituals (mantra jaap, abhishek or havan as the puja requires) and any chadhava you added is offered to the deity.',
  },
  {
    q: 'How will I know the puja was performed in my name?',
    a: 'The video of your puja shows the pandit reciting your name and gotra during the sankalp, so you can see and hear that it was offered on your behalf.',
  },
  {
    q: 'What will I receive after the puja?',
    a: `You receive a video of your puja on WhatsApp, usually ${PUJA_VIDEO_TEXT}, and an Aashirwad Box of blessed prasad at your home in about ${AASHIRWAD_BOX_TEXT}.`,
  },
  {
    q: 'What other services does Sankalp offer?',
    a: 'Besides pujas you can make chadhava offerings at temple events, give to charitable campaigns such as annadaan and gau seva, watch live darshan, order prasad, shop for puja essentials and consult astrology and vastu experts.',
  },
  {
    q: 'How can I contact you?',
    a: `Call us on ${SUPPORT.phone} (${SUPPORT.hours}), write to ${SUPPORT.email}, or tap the WhatsApp button on this page to chat with us.`,
  },
  {
    q: 'Is my puja booking eligible for 80G tax exemption?',
    a: 'No. Puja bookings are service charges and are not eligible for 80G tax exemption.',
  },
];
