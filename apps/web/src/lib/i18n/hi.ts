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
  approval: {
    listedWith: '{temple} की स्वीकृति से सूचीबद्ध',
    approvedOn: '{date} को स्वीकृत',
    awaitingTitle: 'मंदिर की पुष्टि की प्रतीक्षा है',
    awaitingPuja: '{temple} ने अभी इस पूजा की पुष्टि नहीं की है, इसलिए इसे अभी बुक नहीं किया जा सकता। कृपया कुछ समय बाद फिर देखें।',
    awaitingEvent: '{temple} ने अभी इस आयोजन की पुष्टि नहीं की है, इसलिए चढ़ावा अभी बुक नहीं किया जा सकता। कृपया कुछ समय बाद फिर देखें।',
    awaitingButton: 'मंदिर की पुष्टि की प्रतीक्षा',
    refused: 'कोई राशि नहीं ली गई है। कृपया कुछ समय बाद फिर देखें।',
  },
  refund: {
    refunded: '{amount} लौटाए गए',
    badge: 'राशि लौटाई गई',
    row: 'लौटाई गई राशि',
  },
  common: {
    retry: 'फिर से कोशिश करें',
    loading: 'लोड हो रहा है…',
    backHome: 'होम पर जाएँ',
    viewAll: 'सभी देखें',
  },
};
export default hi;
