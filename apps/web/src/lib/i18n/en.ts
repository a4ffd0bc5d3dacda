// Shell strings (navigation, footer, common actions). Page copy lives with its page.
const en = {
  nav: {
    home: 'Home',
    pujas: 'Book Puja',
    chadhava: 'Chadhava',
    donations: 'Donations',
    live: 'Live Stream',
    kundli: 'Kundli',
    panchang: 'Panchang',
    astro: 'Astro/Vastu',
    store: 'Store',
    login: 'Login/Register',
    profile: 'Profile',
    notifications: 'Notifications',
    cart: 'Cart',
    cartItem: 'item',
    cartItems: 'items',
    quickLinks: 'Quick links',
    menu: 'Menu',
    language: 'भाषा: हिन्दी',
  },
  footer: {
    tagline: 'Pujas, chadhava and seva at India’s sacred temples — in your name and gotra, wherever you are.',
    explore: 'Explore',
    support: 'Support',
    company: 'Company',
    hours: 'Phone support 10:30 AM – 7:30 PM',
    rights: 'Sankalp Foundation, Varanasi. All rights reserved.',
  },
  // A puja's or event's approval by its temple (issue 14, B9); {temple}, {date} are filled in.
  approval: {
    listedWith: 'Listed with the approval of {temple}',
    approvedOn: 'Approved on {date}',
    awaitingTitle: 'Awaiting the temple’s confirmation',
    awaitingPuja: '{temple} has not yet confirmed this puja, so it cannot be booked yet. Please check again soon.',
    awaitingEvent: '{temple} has not yet confirmed this event, so offerings cannot be booked yet. Please check again soon.',
    awaitingButton: 'Awaiting temple confirmation',
    refused: 'Nothing has been charged. Please check again soon.',
  },
  // A refund of a booking or order (issue 14); {amount} is filled in.
  refund: {
    refunded: 'Refunded {amount}',
    badge: 'Refunded',
    row: 'Refunded',
  },
  common: {
    retry: 'Try Again',
    loading: 'Loading…',
    backHome: 'Go to Home',
    viewAll: 'View All',
  },
};
export default en;
export type Messages = typeof en;
