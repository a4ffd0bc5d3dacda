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
  common: {
    retry: 'Try Again',
    loading: 'Loading…',
    backHome: 'Go to Home',
    viewAll: 'View All',
  },
};
export default en;
export type Messages = typeof en;
