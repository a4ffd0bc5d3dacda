// The catalog's shared pieces (puja cards, share messages, lists, reviews and videos).
const en = {
  joined_one: '{n}+ devotee joined',
  joined_other: '{n}+ devotees joined',
  beFirst: 'Be the first to join',
  templeFallback: 'The temple',
  card: {
    imageAt: '{title} at {temple}',
    ceremony: 'Ceremony:',
    closed: 'CLOSED',
    closedLabel: '{title}: booking closed',
    participate: 'PARTICIPATE',
    participateLabel: 'Participate in {title}',
  },
  search: {
    clear: 'Clear search',
  },
  // The WhatsApp message a devotee forwards (whatsapp.ts): WhatsApp's *bold*, then one line each.
  share: {
    button: 'Share {title} on WhatsApp',
    headingAt: '*{title}* at {temple}',
    heading: '*{title}*',
    onDate: 'On {date}',
    from: 'From {price}',
    raisedOf: '{raised} raised of {goal}',
    raised: '{raised} raised',
    giveFor: 'Give for {label}',
    goal: 'Goal {goal}',
    liveNow: 'Live now',
    invite: {
      puja: 'Book in your name and gotra on Sankalp:',
      event: 'Offer chadhava in your name on Sankalp:',
      campaign: 'Give with me on Sankalp:',
      product: 'On the Sankalp store:',
      stream: 'Watch the darshan on Sankalp:',
    },
    // CAMPAIGN_CATEGORY_LABELS, by category.
    category: {
      annadaan: 'Annadaan',
      gau_seva: 'Gau Seva',
      temple_renovation: 'Temple Renovation',
      social_activity: 'Social Activity',
    },
  },
  // The end of a paged list (ShowMore), by the list's items: whole sentences, so each language reads naturally.
  more: {
    pujas: {
      showing_one: 'Showing {count} puja',
      showing_other: 'Showing {count} pujas',
      loading: 'Loading more pujas…',
      failed: 'More pujas could not be loaded.',
      button: 'Show more pujas',
    },
    temples: {
      showing_one: 'Showing {count} temple',
      showing_other: 'Showing {count} temples',
      loading: 'Loading more temples…',
      failed: 'More temples could not be loaded.',
      button: 'Show more temples',
    },
    streams: {
      showing_one: 'Showing {count} stream',
      showing_other: 'Showing {count} streams',
      loading: 'Loading more streams…',
      failed: 'More streams could not be loaded.',
      button: 'Show more streams',
    },
    events: {
      showing_one: 'Showing {count} event',
      showing_other: 'Showing {count} events',
      loading: 'Loading more events…',
      failed: 'More events could not be loaded.',
      button: 'Show more events',
    },
    campaigns: {
      showing_one: 'Showing {count} campaign',
      showing_other: 'Showing {count} campaigns',
      loading: 'Loading more campaigns…',
      failed: 'More campaigns could not be loaded.',
      button: 'Show more campaigns',
    },
    astrologers: {
      showing_one: 'Showing {count} astrologer',
      showing_other: 'Showing {count} astrologers',
      loading: 'Loading more astrologers…',
      failed: 'More astrologers could not be loaded.',
      button: 'Show more astrologers',
    },
    products: {
      showing_one: 'Showing {count} product',
      showing_other: 'Showing {count} products',
      loading: 'Loading more products…',
      failed: 'More products could not be loaded.',
      button: 'Show more products',
    },
  },
  reviews: {
    label: 'Devotee reviews',
    rated: 'Rated 5 out of 5',
    video: 'Video review',
    // The sample reviews (reviews.ts), by id: the devotee's name, words and city.
    ananya: {
      name: 'Ananya Sharma',
      text: 'My parents live in Varanasi and I live in Pune. Through Sankalp I booked a Rudrabhishek in all our names. The video arrived in four days and my mother cried watching it.',
      city: 'Pune',
    },
    rohit: {
      name: 'Rohit Verma',
      text: 'I did not know our gotra. The team told me Kashyap is used in that case, and the pandit ji still took every family member’s name clearly.',
      city: 'Bengaluru',
    },
    meena: {
      name: 'Meena Kulkarni',
      text: 'The Aashirwad Box reached us in Nagpur well packed, with prasad, a raksha sutra and a photo of the temple. It felt like we had been there ourselves.',
      city: 'Nagpur',
    },
    vikram: {
      name: 'Vikram Iyer',
      text: 'Living in London, I could not be at Mahakaleshwar for my father’s shraddh. The WhatsApp updates on the day kept me close to every step of the puja.',
      city: 'London',
    },
    priya: {
      name: 'Priya Nair',
      text: 'Booking took five minutes and UPI payment was simple. Watching the live darshan the same morning was the best part for my grandmother.',
      city: 'Kochi',
    },
    sanjay: {
      name: 'Sanjay Gupta',
      text: 'We offered Deep Daan and Anna Seva with our Navgraha puja. Support answered every question on WhatsApp patiently, even late in the evening.',
      city: 'Jaipur',
    },
  },
  videos: {
    label: 'Past puja videos',
    watch: 'Watch',
    watchLabel: 'Watch live darshan ({title})',
    // The past-puja recordings (past-videos.ts), by id.
    'rudrabhishek-kashi': {
      title: 'Rudrabhishek on Maha Shivratri',
      temple: 'Kashi Vishwanath, Varanasi',
      alt: 'Pandits pouring milk over the Shiva lingam during Rudrabhishek at Kashi Vishwanath',
    },
    'bhasma-aarti-ujjain': {
      title: 'Mahakal Bhasma Aarti Sankalp',
      temple: 'Mahakaleshwar, Ujjain',
      alt: 'Lamps raised in the dawn Bhasma Aarti at Mahakaleshwar',
    },
    'navgraha-havan': {
      title: 'Navgraha Shanti Havan',
      temple: 'Somnath Temple, Gujarat',
      alt: 'A havan fire with offerings for the nine planets beside the sea at Somnath',
    },
    'lakshmi-puja': {
      title: 'Diwali Lakshmi Kuber Puja',
      temple: 'Tirupati Balaji, Andhra Pradesh',
      alt: 'A decorated altar with diyas and marigolds for Lakshmi Kuber Puja',
    },
  },
};
export default en;
export type CatalogMessages = typeof en;
