/** The temples pages' words (English); hi.ts has the same keys. */
const en = {
  title: 'Sacred Temples',
  temple: 'Temple',
  hero: {
    eyebrow: 'Sacred Temples of Bharat',
    title: 'Know the Temples Where Your Prayers Are Offered',
    subtitle:
      'From the Jyotirlingas to the Char Dham, learn the story, the deity and the living traditions of each temple before you book a puja or offer chadhava.',
    explore: 'Explore Temples',
    temples: 'Temples',
    deities: 'Deities',
    devotees: 'Devotees Monthly',
    services: 'Services',
  },
  list: {
    heading: 'Sacred Temples{count}',
    matching: 'Showing temples matching “{q}”',
    clear: 'Clear search',
    loading: 'Loading temples…',
    failed: 'Failed to fetch temples',
    failedMessage: 'We could not load the temples just now. Please check your connection and try again.',
    none: 'No temples found matching your criteria.',
    noneFor: 'No temples match “{q}”. Try another temple name or city, or clear the search to see every temple.',
    clearSearch: 'Clear Search',
  },
  search: {
    label: 'Search temples by name or location',
    placeholder: 'Search by temple name or city',
    button: 'Search',
  },
  card: {
    know: 'Know Your Temple',
    knowLabel: 'Know Your Temple: {name}',
  },
  detail: {
    loading: 'Loading temple…',
    notFound: 'Temple Not Found',
    notFoundMessage: 'We could not find this temple. It may have been renamed, or the link may be incomplete.',
    back: 'Back to Temples',
    failed: 'Failed to fetch temple',
    failedMessage: 'We could not load this temple just now. Please check your connection and try again.',
    about: 'About {name}',
    bookHere: 'Book a Puja Here',
    offerChadhava: 'Offer Chadhava',
  },
  info: {
    title: 'Temple Information',
    deity: 'Presiding deity',
    location: 'Location',
    services: 'Services here',
    puja: 'Book a Puja',
    pujaHint: 'Performed in your name and gotra',
    chadhava: 'Offer Chadhava',
    chadhavaHint: 'Flowers, bhog and sacred offerings',
    live: 'Watch Live Darshan',
    liveHint: 'Aarti and abhishekam as they happen',
  },
  pujas: {
    title: 'Pujas at this temple',
    loading: 'Loading pujas',
    failed: 'The pujas at this temple could not be loaded.',
    none: 'No puja is open for booking at this temple right now.',
    browse: 'Browse All Pujas',
  },
};
export default en;
export type TemplesMessages = typeof en;
