import { AASHIRWAD_BOX_TEXT, DEFAULT_GOTRA, POLICY, PUJA_VIDEO_TEXT } from '@sankalp/shared/constants';
import { SUPPORT, supportHours } from '../../../lib/support';

/** The home page's words (English); hi.ts has the same keys. */
const en = {
  title: 'Book Pujas, Chadhava and Live Darshan',
  hero: {
    eyebrow: 'Sankalp Foundation · Varanasi',
    title: 'Offer your prayers at India’s sacred temples',
    subtitle:
      'Book pujas performed by temple pandits in your name and gotra, make chadhava offerings and join live darshan, wherever you are.',
    watchLive: 'Watch Live',
    explore: 'Explore Temples',
    imageAlt: 'A temple shikhara at dawn on the ghats of the Ganga, with diyas and marigold garlands',
    trust: {
      pandits: 'Performed by temple pandits',
      video: 'Video of your puja on WhatsApp',
      payments: 'Secure card and UPI payments',
    },
  },
  about: {
    eyebrow: 'About Us',
    title: 'A seva of faith, from the ghats of Varanasi',
    text1:
      'Sankalp is run by a foundation based in Varanasi. We work with temple pandits across India so that every devotee, at home or abroad, can have a puja performed in their own and their family’s name and gotra.',
    text2:
      'You receive updates on WhatsApp, a video of your puja and an Aashirwad Box of prasad at your door. Your offerings support the temples, the pandits and our charitable seva.',
    temples: 'Temples connected',
    devotees: 'Devotees served',
    live: 'Live darshan',
  },
  featured: {
    title: 'Featured Pujas',
    subtitle: 'The pujas most devotees are joining now, performed at the temple in your name and gotra.',
    viewAll: 'View All Pujas',
    loading: 'Loading featured pujas…',
    failed: 'We could not load the featured pujas just now. Every puja is still open for booking on the pujas page.',
    retrying: 'Trying again…',
  },
  pathways: {
    title: 'Spiritual Pathways',
    subtitle: 'Choose how you would like to connect with the divine today.',
    explore: 'Explore',
    temples: { title: 'Temples', text: 'Discover India’s sacred temples, their deities and their stories.' },
    chadhava: { title: 'Chadhava', text: 'Offer flowers, diyas and bhog at temple events in your name.' },
    donations: { title: 'Charitable Activity', text: 'Support annadaan, gau seva and temple renovation campaigns.' },
    pujas: { title: 'Monthly Puja & Seva Events', text: 'Join the pujas of each tithi and festival at the temple.' },
    panchang: "Today's Panchang",
    panchangText: 'Tithi, nakshatra, sunrise and Rahu kaal for your city',
  },
  carousels: {
    reviews: 'What Devotees Say',
    reviewsSubtitle: 'Families in India and abroad who offered their prayers through Sankalp.',
    videos: 'Past Puja Videos',
    videosSubtitle: 'Every devotee receives the video of their own puja on WhatsApp. Here are moments from recent pujas.',
  },
  // The home page's nine platform questions (spec part 1 § 2).
  faq: {
    title: 'Frequently Asked Questions',
    subtitle: 'Everything you need to know before offering your first puja.',
    booking: {
      q: 'How does booking a puja on Sankalp work?',
      a: 'Choose a puja and a way to participate, give your sankalp details (your name, gotra and family members), add offerings if you wish, and pay securely. The temple pandits perform the puja with your sankalp on the scheduled day.',
    },
    gotra: {
      q: 'What if I do not know my gotra?',
      a: `That is very common. Mark on the sankalp form that you do not know your gotra and the pandit will use ${DEFAULT_GOTRA} gotra, the traditional choice for devotees who do not know theirs.`,
    },
    who: {
      q: 'Who performs the puja?',
      a: 'Experienced pandits of the temple perform every puja by Vedic rituals, reciting your name and gotra during the sankalp.',
    },
    delivery: {
      q: 'When will I receive the puja video and the Aashirwad Box?',
      a: `The video of your puja reaches you on WhatsApp ${PUJA_VIDEO_TEXT}, and the Aashirwad Box of prasad reaches your home in about ${AASHIRWAD_BOX_TEXT}.`,
    },
    pay: {
      q: 'How can I pay?',
      a: 'Pay by debit or credit card or UPI through our secure payment partner. You receive a confirmation as soon as the payment is verified.',
    },
    updates: {
      q: 'How will I get updates about my puja?',
      a: 'We send updates on WhatsApp to the number you give: your booking confirmation, reminders on the puja day and the video of your puja.',
    },
    live: {
      q: 'Can I watch darshan live?',
      a: 'Yes. Live darshan from temples across India streams around the clock on the Live Stream page, free for everyone.',
    },
    certificate: {
      q: 'Do donations get an 80G certificate?',
      a: `Donations to our charitable campaigns above ₹${POLICY.certificate80GMinRupees} receive an 80G certificate by e-mail within ${POLICY.certificate80GDays} days. Puja bookings are service charges and are not eligible for 80G exemption.`,
    },
    contact: {
      q: 'How do I contact support?',
      a: `Call ${SUPPORT.phone} (${supportHours('en')}), write to ${SUPPORT.email} or message us on WhatsApp. We are glad to help you book.`,
    },
  },
};
export default en;
export type HomeMessages = typeof en;
