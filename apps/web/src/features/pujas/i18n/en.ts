import { AASHIRWAD_BOX_TEXT, DEFAULT_GOTRA, PUJA_VIDEO_TEXT } from '@sankalp/shared/constants';
import { SUPPORT, supportHours } from '../../../lib/support';

/** The pujas list and puja page's words (English); hi.ts has the same keys. */
const en = {
  title: 'Book a Puja',
  pujaTitle: 'Puja',
  hero: {
    eyebrow: 'Book a Puja',
    title: 'Sacred pujas at India’s holiest temples',
    subtitle:
      'Performed by temple pandits with your name and gotra in the sankalp, with a video of your puja and an Aashirwad Box of prasad at your door.',
    explore: 'Explore Puja Options',
  },
  list: {
    title: 'Puja Options',
    subtitle: 'Choose a puja, then the way you would like to participate: alone, as a couple or with your family.',
    searchLabel: 'Search pujas by name or temple',
    searchPlaceholder: 'Search pujas or temples',
    loading: 'Loading pujas…',
    failed: 'Failed to fetch pujas',
    noMatch: 'No pujas match “{q}”',
    noMatchMessage: 'Try another puja or temple name, or clear the search to see every puja.',
    clear: 'Clear search',
    none: 'No pujas are open for booking right now',
    noneMessage: 'New pujas are added for every tithi and festival. Meanwhile, you can join today’s live darshan.',
    watchLive: 'Watch Live Darshan',
  },
  process: {
    title: 'Puja Process',
    subtitle: 'From your sankalp to the prasad at your door, in five simple steps.',
    step: 'Step {n}: ',
    select: {
      title: 'Select your puja',
      text: 'Choose the puja and the way you wish to participate: alone, as a couple or with your family.',
    },
    sankalp: {
      title: 'Provide your sankalp',
      text: 'Give your name and gotra, and the names of family members to be included in the sankalp.',
    },
    offerings: {
      title: 'Add offerings',
      text: 'If you wish, add Gau Seva, Deep Daan or Anna Seva to your puja. All offerings are optional.',
    },
    updates: {
      title: 'Puja-day updates',
      text: 'On the day, the pandits perform the puja in your name and we keep you updated on WhatsApp.',
    },
    video: {
      title: 'Video and prasad box',
      text: 'Receive the video of your puja, and the Aashirwad Box of prasad delivered to your home.',
    },
  },
  details: {
    loading: 'Loading puja details…',
    allPujas: 'All Pujas',
    imageAt: '{title} at {temple}',
    ceremony: 'Ceremony:',
    benefits: 'Benefits:',
    rating: 'rating',
    beginsAt: 'The puja begins on {date} at {time} IST',
    beganAt: 'The puja began on {date} at {time} IST',
    closed: 'Booking closed',
    closesIn: 'Booking closes in',
    closesAt: 'Booking closes on {date} at {time} IST.',
    performed: 'This puja has been performed.',
    seeUpcoming: 'See upcoming pujas',
    selectPackage: 'Select puja package',
    days: 'Days',
    hours: 'Hours',
    mins: 'Mins',
    secs: 'Secs',
    askWhatsapp: 'Namaste, I have a question about the {title}',
    chatLabel: 'Chat with us on WhatsApp',
  },
  about: {
    title: 'About Puja',
    pictures: 'Pictures of the {title}',
    picture: '{title}: picture {n} of {total}',
    temple: 'About the Temple',
    loadingTemple: 'Loading about the temple…',
  },
  benefitsTitle: 'Benefits of Puja',
  packages: {
    title: 'Ways to Participate',
    subtitle:
      'Choose how many of your family are named in the sankalp. Every package includes the video of your puja and the Aashirwad Box.',
    soon: 'Packages for this puja open soon',
    soonMessage: 'Message us on WhatsApp and we will help you book this puja.',
    bookWhatsapp: 'Namaste, I would like to book the {title}',
    chat: 'Chat on WhatsApp',
    bookNow: 'Book Now',
    bookNowLabel: 'Book Now: {title}',
    tabs: 'Puja packages',
    participate: 'PARTICIPATE',
    participateLabel: 'PARTICIPATE: {title}',
    people_one: 'For {count} person',
    people_other: 'For {count} people',
    imageAlt_one: '{title}: for {count} person',
    imageAlt_other: '{title}: for {count} people',
  },
  carousels: {
    reviews: 'What Devotees Say',
    reviewsSubtitle: 'Families in India and abroad who offered pujas through Sankalp.',
    videos: 'Past Puja Videos',
    videosSubtitle: 'Every devotee receives the video of their own puja on WhatsApp. Here are moments from recent pujas.',
  },
  notFound: {
    title: 'Puja Not Found',
    failed: 'We could not load this puja just now. Please check your connection and try again.',
    missing: 'We could not find this puja. It may have ended, or the link may have changed.',
    back: 'Go Back',
    all: 'View All Pujas',
  },
  // The puja page's nine questions, on the spec's topics and in its order (part 2 § 2).
  faq: {
    title: 'Frequently Asked Questions',
    why: {
      q: 'Why should I book a puja through Sankalp?',
      a: 'Your puja is performed at the temple itself by its pandits, with your name and gotra in the sankalp, wherever in the world you live. You are kept informed on WhatsApp and receive a video of your puja and an Aashirwad Box of prasad.',
    },
    gotra: {
      q: 'What if I do not know my gotra?',
      a: `If you do not know your gotra, ${DEFAULT_GOTRA} gotra is used. Mark it on the sankalp form and the pandit will take the sankalp with ${DEFAULT_GOTRA} gotra, the traditional choice for every devotee who does not know theirs.`,
    },
    who: {
      q: 'Who will perform the puja?',
      a: 'Experienced pandits of the temple perform the puja according to Vedic rituals, on the date and tithi shown on this page.',
    },
    during: {
      q: 'What happens during the puja?',
      a: 'The pandit first takes the sankalp, reciting the names and gotra of every devotee booked. The puja then follows its prescribed rituals (mantra jaap, abhishek or havan as the puja requires) and any chadhava you added is offered to the deity.',
    },
    proof: {
      q: 'How will I know the puja was performed in my name?',
      a: 'The video of your puja shows the pandit reciting your name and gotra during the sankalp, so you can see and hear that it was offered on your behalf.',
    },
    receive: {
      q: 'What will I receive after the puja?',
      a: `You receive a video of your puja on WhatsApp, usually ${PUJA_VIDEO_TEXT}, and an Aashirwad Box of blessed prasad at your home in about ${AASHIRWAD_BOX_TEXT}.`,
    },
    services: {
      q: 'What other services does Sankalp offer?',
      a: 'Besides pujas you can make chadhava offerings at temple events, give to charitable campaigns such as annadaan and gau seva, watch live darshan, order prasad, shop for puja essentials and consult astrology and vastu experts.',
    },
    contact: {
      q: 'How can I contact you?',
      a: `Call us on ${SUPPORT.phone} (${supportHours('en')}), write to ${SUPPORT.email}, or tap the WhatsApp button on this page to chat with us.`,
    },
    tax: {
      q: 'Is my puja booking eligible for 80G tax exemption?',
      a: 'No. Puja bookings are service charges and are not eligible for 80G tax exemption.',
    },
  },
};
export default en;
export type PujasMessages = typeof en;
