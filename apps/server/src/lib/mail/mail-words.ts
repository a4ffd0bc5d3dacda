import { serverMessages, type ServerLanguage } from '../i18n/translator';

/**
 * Every devotee e-mail's words in English and Hindi (issue 13): the `mail` namespace of the
 * server's translator (lib/i18n), for the mail writers of the modules (bookings, chadhava,
 * donations, orders, prasad, consultations, refunds, support, auth, privacy) to write each e-mail
 * in the devotee's language: `noticePreferences` / `noticeLanguage` in modules/settings decide it
 * (the saved settings; else the request that caused the mail). `{name}` stands for a value.
 */
export type MailLanguage = ServerLanguage;

const EN = {
  // the frame of every e-mail
  greeting: 'Namaste {name},',
  greetingNoName: 'Namaste,',
  helpCallOrWhatsApp: 'Need help? Call {phone} or WhatsApp +{whatsapp}.',
  helpWriteOrCall: 'Need help? Write to {email} or call {phone}.',
  viewBooking: 'View your booking',
  viewOrder: 'View your order',
  viewAndTrackOrder: 'View and track your order',
  signature: 'Sankalp',
  // the rows of the details tables
  bookingReference: 'Booking reference',
  orderReference: 'Order reference',
  reference: 'Reference',
  receiptNumber: 'Receipt number',
  puja: 'Puja',
  temple: 'Temple',
  event: 'Event',
  campaign: 'Campaign',
  date: 'Date',
  package: 'Package',
  chadhavaItem: 'Chadhava: {title}',
  sevaItem: 'Seva: {title}',
  baseOffering: 'Base offering',
  dakshina: 'Dakshina',
  donation: 'Donation',
  gotra: 'Gotra',
  amount: 'Amount',
  amountPaid: 'Amount paid',
  amountRefunded: 'Amount refunded',
  total: 'Total',
  paymentMode: 'Mode of payment',
  paymentId: 'Payment ID',
  deliverTo: 'Deliver to',
  orderId: 'Order ID',
  trackingId: 'Tracking ID',
  pandit: 'Pandit',
  service: 'Service',
  when: 'When',
  refundId: 'Refund ID',
  // puja booking (bookings.mail.ts)
  pujaSubject: 'Booking confirmed: {title} on {date}',
  pujaConfirmed: 'Your booking for {title} is confirmed. Thank you for your devotion.',
  whatHappensNext: 'What happens next',
  pujaNextCall: 'Our team will call you to confirm your booking {within}.',
  pujaNextPerformed: 'The puja will be performed at {temple} with your sankalp, in your name and gotra ({gotra}).',
  pujaNextVideo: 'You will receive the video of your puja {within}.',
  pujaNextBox: 'Your Aashirwad Box (prasad) will reach you in {days}.',
  pujaNextWhatsApp: 'We will keep you updated on WhatsApp (+{whatsapp}).',
  // chadhava (chadhava.mail.ts)
  chadhavaSubject: 'Chadhava confirmed: {event} on {date} ({reference})',
  chadhavaConfirmed: 'Your chadhava for {event} at {temple} is confirmed. Your offerings will be made in your name. Thank you for your devotion.',
  chadhavaConfirmedWithGotra:
    'Your chadhava for {event} at {temple} is confirmed. Your offerings will be made in your name and gotra ({gotra}). Thank you for your devotion.',
  chadhavaRefundSubject: 'Full refund for your chadhava: {event} ({reference})',
  chadhavaRefund:
    'We received your payment of {amount} for {event}, but the last slot of this event was taken while you were paying, so we could not confirm your chadhava. Your payment will be refunded in full to the account you paid from; our team will write to you when the refund is made.',
  // donation (donations.mail.ts)
  donationSubject: 'Your donation receipt {number}',
  donationSubject80G: 'Your 80G donation receipt {number}',
  donationThanks: 'Thank you for your donation of {amount} to {campaign}. May your seva bring blessings to you and your family.',
  donation80G:
    'Your receipt is attached. It is your 80G certificate: the donation is eligible for deduction under section 80G of the Income-tax Act, 1961.',
  donationNo80G: 'Your donation receipt is attached. {reason}',
  donationView: 'View your donation and download the receipt',
  // store order (orders.mail.ts)
  orderSubject: 'Order placed: {reference}',
  orderPlaced: 'Thank you, your order is placed.',
  orderRefundSubject: 'Full refund for your order {reference}',
  orderRefund:
    'We received your payment of {amount}, but an item of your order sold out while you were paying, so we could not place it. Your payment will be refunded in full to the account you paid from; our team will write to you when the refund is made.',
  // prasad (prasad.mail.ts)
  prasadSubject: 'Prasad ordered: {code}',
  prasadOrdered: 'Thank you, your prasad from {temple} is ordered.',
  prasadJourney:
    'It is offered at the temple, blessed and packed, and usually reaches you within {days} days. Track it any time with your tracking ID {tracking}.',
  // consultation (consultations.mail.ts)
  consultationSubject: 'Booking Confirmed! {summary} ({reference})',
  consultationConfirmed: 'Your {summary} is confirmed. The pandit will contact you shortly at the time below.',
  consultationInvite: 'The calendar invitation is attached: open it to add the consultation to your calendar.',
  consultationWithPandit: '{service} with {pandit}',
  // the calendar invitation attached to it (consultations.mail.ts consultationIcs)
  icsCalls: '{pandit} will call you on {phone}.',
  icsRequest: 'Your request: {request}',
  icsBooking: 'Booking: {link}',
  icsPhoneCall: 'Phone call',
  consultationRefundSubject: 'Your consultation time was taken: a full refund follows ({reference})',
  consultationLate:
    'Your payment for {summary} arrived after the 15 minutes we held the time for you, and another devotee booked it meanwhile.',
  consultationSorry:
    'We are sorry: your payment will be refunded in full to the original payment method. You are welcome to book another time.',
  // refunds (payments/refund.mail.ts)
  refundSubject: 'Refund of {amount} for booking {reference}',
  refundFull: 'We have refunded your payment of {amount} for booking {reference} in full.',
  refundPart: 'We have refunded {amount} of your payment for booking {reference}.',
  refundWhen: 'The money goes back to the account or card you paid with and usually shows there within {days}.',
  // support (support.mail.ts)
  supportAckSubject: 'We received your message ({reference})',
  supportAck:
    'Thank you for writing to us. We have received your message (reference {reference}) and will reply to this address {within}.',
  supportLinked: 'We have linked it to your booking {booking}.',
  supportSooner: 'Need us sooner? Call {phone} or WhatsApp +{whatsapp}.',
  supportTeam: 'Sankalp seva team',
  supportReplySubject: 'Re: {subject} ({reference})',
  supportDefaultSubject: 'Your message to Sankalp',
  // account (auth.service.ts, privacy.service.ts)
  otpSubject: 'Your Sankalp verification code',
  otpBody:
    'Your Sankalp verification code is {code}. It is valid for {minutes} minutes and can be used once. Never share it with anyone; Sankalp will never ask for it.',
  otpNotYou: 'If you did not ask to reset your password, ignore this e-mail; your password stays unchanged.',
  passwordChangedSubject: 'Your Sankalp password was changed',
  passwordChanged: 'The password of your Sankalp account was changed on {when} IST. You have been signed out on every device.',
  passwordNotYou: 'If this was not you, reset your password now with "Forgot password" on the sign-in page and contact our support.',
  accountDeletedSubject: 'Your Sankalp account was deleted',
  accountDeleted:
    'The Sankalp account registered with this e-mail address was deleted on {when} IST, after its password was confirmed. ' +
    'Its personal details, addresses, saved kundlis and settings have been erased and every device signed out.',
  accountDeletedKept:
    'As Indian law requires, we keep the payment records of your bookings, orders and donations (amounts, dates, receipt ' +
    'numbers) and, for donations, the name, address and PAN printed on their receipts. You are welcome to sign up again ' +
    'at any time with this e-mail address.',
  accountDeletedNotYou: 'If you did not delete your account, write to us at {email} at once.',
} as const;

export type MailWords = { readonly [K in keyof typeof EN]: string };

const HI: MailWords = {
  greeting: 'नमस्ते {name} जी,',
  greetingNoName: 'नमस्ते,',
  helpCallOrWhatsApp: 'सहायता चाहिए? {phone} पर कॉल करें या +{whatsapp} पर WhatsApp करें।',
  helpWriteOrCall: 'सहायता चाहिए? {email} पर लिखें या {phone} पर कॉल करें।',
  viewBooking: 'अपनी बुकिंग देखें',
  viewOrder: 'अपना ऑर्डर देखें',
  viewAndTrackOrder: 'अपना ऑर्डर देखें और ट्रैक करें',
  signature: 'Sankalp',
  bookingReference: 'बुकिंग संदर्भ',
  orderReference: 'ऑर्डर संदर्भ',
  reference: 'संदर्भ',
  receiptNumber: 'रसीद संख्या',
  puja: 'पूजा',
  temple: 'मंदिर',
  event: 'कार्यक्रम',
  campaign: 'अभियान',
  date: 'तारीख',
  package: 'पैकेज',
  chadhavaItem: 'चढ़ावा: {title}',
  sevaItem: 'सेवा: {title}',
  baseOffering: 'मूल चढ़ावा',
  dakshina: 'दक्षिणा',
  donation: 'दान',
  gotra: 'गोत्र',
  amount: 'राशि',
  amountPaid: 'भुगतान की गई राशि',
  amountRefunded: 'लौटाई गई राशि',
  total: 'कुल',
  paymentMode: 'भुगतान का माध्यम',
  paymentId: 'भुगतान ID',
  deliverTo: 'डिलीवरी का पता',
  orderId: 'ऑर्डर ID',
  trackingId: 'ट्रैकिंग ID',
  pandit: 'पंडित जी',
  service: 'सेवा',
  when: 'समय',
  refundId: 'रिफ़ंड ID',
  pujaSubject: 'बुकिंग की पुष्टि: {date} को {title}',
  pujaConfirmed: '{title} के लिए आपकी बुकिंग की पुष्टि हो गई है। आपकी श्रद्धा के लिए धन्यवाद।',
  whatHappensNext: 'आगे क्या होगा',
  pujaNextCall: 'बुकिंग की पुष्टि के लिए हमारी टीम आपको {within} कॉल करेगी।',
  pujaNextPerformed: 'पूजा {temple} में आपके संकल्प के साथ, आपके नाम और गोत्र ({gotra}) से की जाएगी।',
  pujaNextVideo: 'आपकी पूजा का वीडियो आपको {within} मिल जाएगा।',
  pujaNextBox: 'आपका आशीर्वाद बॉक्स (प्रसाद) {days} में आप तक पहुँच जाएगा।',
  pujaNextWhatsApp: 'हम आपको WhatsApp (+{whatsapp}) पर हर जानकारी देते रहेंगे।',
  chadhavaSubject: 'चढ़ावा की पुष्टि: {date} को {event} ({reference})',
  chadhavaConfirmed: '{temple} में {event} के लिए आपका चढ़ावा पक्का हो गया है। आपका चढ़ावा आपके नाम से चढ़ाया जाएगा। आपकी श्रद्धा के लिए धन्यवाद।',
  chadhavaConfirmedWithGotra:
    '{temple} में {event} के लिए आपका चढ़ावा पक्का हो गया है। आपका चढ़ावा आपके नाम और गोत्र ({gotra}) से चढ़ाया जाएगा। आपकी श्रद्धा के लिए धन्यवाद।',
  chadhavaRefundSubject: 'आपके चढ़ावे की पूरी धनवापसी: {event} ({reference})',
  chadhavaRefund:
    'हमें {event} के लिए आपका {amount} का भुगतान मिल गया, पर भुगतान के दौरान इस कार्यक्रम की आख़िरी जगह भर गई, इसलिए आपका चढ़ावा पक्का नहीं हो सका। पूरी राशि उसी खाते में लौटा दी जाएगी जिससे आपने भुगतान किया था; धनवापसी होने पर हमारी टीम आपको लिखेगी।',
  donationSubject: 'आपकी दान रसीद {number}',
  donationSubject80G: 'आपकी 80G दान रसीद {number}',
  donationThanks: '{campaign} के लिए {amount} के दान के लिए धन्यवाद। आपकी सेवा आपके और आपके परिवार के लिए आशीर्वाद लाए।',
  donation80G: 'आपकी रसीद साथ में है। यही आपका 80G प्रमाणपत्र है: यह दान आयकर अधिनियम, 1961 की धारा 80G के अंतर्गत कटौती के योग्य है।',
  donationNo80G: 'आपकी दान रसीद साथ में है। {reason}',
  donationView: 'अपना दान देखें और रसीद डाउनलोड करें',
  orderSubject: 'ऑर्डर हो गया: {reference}',
  orderPlaced: 'धन्यवाद, आपका ऑर्डर हो गया है।',
  orderRefundSubject: 'आपके ऑर्डर {reference} की पूरी धनवापसी',
  orderRefund:
    'हमें आपका {amount} का भुगतान मिल गया, पर भुगतान के दौरान आपके ऑर्डर का एक उत्पाद बिक गया, इसलिए ऑर्डर नहीं हो सका। पूरी राशि उसी खाते में लौटा दी जाएगी जिससे आपने भुगतान किया था; धनवापसी होने पर हमारी टीम आपको लिखेगी।',
  prasadSubject: 'प्रसाद का ऑर्डर हो गया: {code}',
  prasadOrdered: 'धन्यवाद, {temple} से आपके प्रसाद का ऑर्डर हो गया है।',
  prasadJourney:
    'प्रसाद मंदिर में अर्पित, आशीर्वादित और पैक किया जाता है, और आमतौर पर {days} दिनों के भीतर आप तक पहुँचता है। अपनी ट्रैकिंग ID {tracking} से इसे कभी भी ट्रैक करें।',
  consultationSubject: 'बुकिंग की पुष्टि हो गई! {summary} ({reference})',
  consultationConfirmed: 'आपका {summary} पक्का हो गया है। नीचे दिए समय पर पंडित जी आपसे संपर्क करेंगे।',
  consultationInvite: 'कैलेंडर आमंत्रण साथ में है: परामर्श को अपने कैलेंडर में जोड़ने के लिए इसे खोलें।',
  consultationWithPandit: '{pandit} के साथ {service}',
  icsCalls: '{pandit} आपको {phone} पर कॉल करेंगे।',
  icsRequest: 'आपका अनुरोध: {request}',
  icsBooking: 'बुकिंग: {link}',
  icsPhoneCall: 'फ़ोन कॉल',
  consultationRefundSubject: 'आपके परामर्श का समय किसी और ने ले लिया: पूरी धनवापसी होगी ({reference})',
  consultationLate:
    '{summary} के लिए आपका भुगतान उन 15 मिनटों के बाद पहुँचा जिनके लिए हमने आपका समय रोका था, और इस बीच किसी दूसरे भक्त ने वह समय बुक कर लिया।',
  consultationSorry: 'हमें खेद है: आपकी पूरी राशि भुगतान के मूल माध्यम में लौटा दी जाएगी। आप कोई दूसरा समय बुक कर सकते हैं।',
  refundSubject: 'बुकिंग {reference} के लिए {amount} की धनवापसी',
  refundFull: 'हमने बुकिंग {reference} के लिए आपका {amount} का पूरा भुगतान लौटा दिया है।',
  refundPart: 'हमने बुकिंग {reference} के आपके भुगतान में से {amount} लौटा दिए हैं।',
  refundWhen: 'राशि उसी खाते या कार्ड में लौटती है जिससे आपने भुगतान किया था, और आमतौर पर {days} में वहाँ दिख जाती है।',
  supportAckSubject: 'हमें आपका संदेश मिल गया ({reference})',
  supportAck: 'हमें लिखने के लिए धन्यवाद। हमें आपका संदेश (संदर्भ {reference}) मिल गया है और हम इसी पते पर {within} जवाब देंगे।',
  supportLinked: 'हमने इसे आपकी बुकिंग {booking} से जोड़ दिया है।',
  supportSooner: 'जल्दी बात करनी है? {phone} पर कॉल करें या +{whatsapp} पर WhatsApp करें।',
  supportTeam: 'Sankalp सेवा टीम',
  supportReplySubject: 'Re: {subject} ({reference})',
  supportDefaultSubject: 'Sankalp को आपका संदेश',
  otpSubject: 'आपका Sankalp सत्यापन कोड',
  otpBody:
    'आपका Sankalp सत्यापन कोड {code} है। यह {minutes} मिनट तक मान्य है और एक ही बार इस्तेमाल हो सकता है। इसे किसी को न बताएँ; Sankalp आपसे यह कोड कभी नहीं माँगेगा।',
  otpNotYou: 'अगर आपने पासवर्ड बदलने के लिए नहीं कहा था, तो इस ईमेल को अनदेखा करें; आपका पासवर्ड नहीं बदलेगा।',
  passwordChangedSubject: 'आपके Sankalp खाते का पासवर्ड बदल दिया गया',
  passwordChanged: 'आपके Sankalp खाते का पासवर्ड {when} IST पर बदला गया। आपको हर डिवाइस से लॉग आउट कर दिया गया है।',
  passwordNotYou: 'अगर यह आपने नहीं किया, तो लॉग इन पेज पर "पासवर्ड भूल गए" से अभी अपना पासवर्ड बदलें और हमारी सहायता टीम से संपर्क करें।',
  accountDeletedSubject: 'आपका Sankalp खाता हटा दिया गया',
  accountDeleted:
    'इस ईमेल पते से बना Sankalp खाता {when} IST पर, पासवर्ड की पुष्टि के बाद, हटा दिया गया। उसकी निजी जानकारी, पते, ' +
    'सहेजी गई कुंडलियाँ और सेटिंग्स मिटा दी गई हैं और हर डिवाइस से लॉग आउट कर दिया गया है।',
  accountDeletedKept:
    'भारतीय क़ानून के अनुसार हम आपकी बुकिंग, ऑर्डर और दान के भुगतान का रिकॉर्ड (राशि, तारीख, रसीद संख्या) और दान की ' +
    'रसीदों पर छपे नाम, पता और PAN रखते हैं। आप इसी ईमेल पते से कभी भी फिर से रजिस्टर कर सकते हैं।',
  accountDeletedNotYou: 'अगर आपने अपना खाता नहीं हटाया, तो तुरंत हमें {email} पर लिखें।',
};

export const MAIL_WORDS: Record<MailLanguage, MailWords> = { en: EN, hi: HI };
const say = serverMessages('mail', EN, HI);

/**
 * The Hindi of the English time phrases the e-mails put into their sentences (constants of
 * @sankalp/shared and refund.mail.ts): '{within}' and '{days}' take these in a Hindi e-mail.
 */
export const TIME_PHRASES_HI: Readonly<Record<string, string>> = {
  'within 2 hours': '2 घंटे के भीतर',
  'within 3-5 days': '3-5 दिनों के भीतर',
  '8-10 days': '8-10 दिनों',
  '5-7 business days': '5-7 कार्यदिवसों',
  'within 24 hours': '24 घंटे के भीतर',
};

/** The Hindi of the English labels the e-mails take from elsewhere (the consultation's service and mode). */
export const LABELS_HI: Readonly<Record<string, string>> = {
  'Astrology Consultation': 'ज्योतिष परामर्श',
  'Vastu Consultation': 'वास्तु परामर्श',
  'Phone call': 'फ़ोन कॉल',
};

/** An e-mail's word in `lang` with its values filled in. */
export function mailWord(lang: MailLanguage, key: keyof MailWords, values: Record<string, string | number> = {}): string {
  return say(lang, key, values);
}

/** A time phrase ('within 2 hours') in `lang`; English when it has no Hindi yet. */
export const timePhrase = (lang: MailLanguage, english: string): string =>
  lang === 'hi' ? (TIME_PHRASES_HI[english] ?? english) : english;

/** A moment as the account e-mails write it (IST): '21 November 2026 at 12:00 pm'; Hindi '21 नवंबर 2026, 12:00 pm'. */
export function mailDateTime(lang: MailLanguage, when: Date): string {
  const ist = { timeZone: 'Asia/Kolkata' } as const;
  if (lang === 'en') return when.toLocaleString('en-IN', { ...ist, dateStyle: 'long', timeStyle: 'short' });
  const date = when.toLocaleDateString('hi-IN', { ...ist, dateStyle: 'long', numberingSystem: 'latn' });
  const time = when.toLocaleTimeString('hi-IN', { ...ist, timeStyle: 'short', numberingSystem: 'latn' });
  return `${date}, ${time}`;
}

/** A date as the e-mails write it (IST): '21 Nov 2026' stays formatDateGB's; Hindi '21 नवंबर 2026'. */
export function mailDate(lang: MailLanguage, date: Date, englishFormat: (d: Date) => string): string {
  if (lang === 'en') return englishFormat(date);
  return new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  }).format(date);
}

/** `mailWord` bound to one e-mail's language: `const w = mailWordsIn(lang); w('greeting', { name })`. */
export const mailWordsIn =
  (lang: MailLanguage) =>
  (key: keyof MailWords, values?: Record<string, string | number>): string =>
    mailWord(lang, key, values);
