import type { Messages } from './en';

const hi: Messages = {
  nav: {
    home: 'होम',
    pujas: 'पूजा बुक करें',
    chadhava: 'चढ़ावा',
    donations: 'दान',
    live: 'लाइव दर्शन',
    kundli: 'कुंडली',
    panchang: 'पंचांग',
    astro: 'ज्योतिष/वास्तु',
    store: 'स्टोर',
    login: 'लॉगिन/रजिस्टर',
    profile: 'प्रोफ़ाइल',
    notifications: 'सूचनाएँ',
    cart: 'कार्ट',
    cartItem: 'आइटम',
    cartItems: 'आइटम',
    quickLinks: 'त्वरित लिंक',
    menu: 'मेनू',
    language: 'Language: English',
  },
  footer: {
    tagline: 'भारत के पवित्र मंदिरों में पूजा, चढ़ावा और सेवा — आपके नाम और गोत्र से, आप जहाँ भी हों।',
    explore: 'खोजें',
    support: 'सहायता',
    company: 'संस्था',
    hours: 'फ़ोन सहायता सुबह 10:30 – शाम 7:30',
    rights: 'संकल्प फ़ाउंडेशन, वाराणसी। सर्वाधिकार सुरक्षित।',
  },
  common: {
    retry: 'फिर से कोशिश करें',
    loading: 'लोड हो रहा है…',
    backHome: 'होम पर जाएँ',
    viewAll: 'सभी देखें',
  },
};
export default hi;
