import type { Language } from '../../../lib/i18n/index';

/**
 * The words of Settings' "Your data" card and the delete dialog, in English and Hindi, chosen by
 * the translator's current language (useT().language). They live with the page rather than in
 * lib/i18n/en.ts, which ships with every first load (decision 002): only the settings page needs
 * them. The Hindi type is the English one, so a missing translation is a type error.
 */
const en = {
  cardTitle: 'Your data',
  cardDescription: 'Your rights under India’s Digital Personal Data Protection Act, 2023.',
  policyLink: 'How we handle your data',
  downloadLabel: 'Download my data',
  downloadDescription:
    'A JSON file of everything we hold about your account: profile, addresses, settings, bookings, orders and donations with their payments, saved kundlis, your notifications and the e-mails we sent you.',
  downloadButton: 'Download',
  downloadBusy: 'Preparing…',
  downloadDone: 'Your data is downloading',
  downloadDoneDetail: 'Saved as {file}.',
  downloadFailed: 'Could not download your data',
  deleteLabel: 'Delete account',
  deleteDescription:
    'Erase your account and personal details for good. Payment records that the law requires are kept.',
  deleteButton: 'Delete account',
  dialogTitle: 'Delete your account?',
  dialogIntro: 'This cannot be undone. If you want a copy of your data, download it first.',
  erasedHeading: 'What is erased',
  erased1: 'Your name, e-mail address, mobile number and password',
  erased2: 'Saved addresses, settings, saved kundlis, notifications and your cart',
  erased3: 'Names, gotra, family members, prayers, phone numbers and delivery addresses in your bookings and orders',
  erased4: 'Every sign-in, on every device',
  keptHeading: 'What we keep, and why',
  kept1:
    'The payment records of your bookings, orders and donations (amounts, dates, reference and receipt numbers): Indian tax law makes a trust keep its accounts for ten years after the tax assessment year.',
  kept2:
    'For each donation you made: the name, address and PAN printed on its receipt, so that your 80G certificate stays valid and can be issued again.',
  pending:
    'Anything still due to you (a prasad parcel, a puja or a consultation) can no longer reach you: wait for it, or write to us first.',
  passwordLabel: 'Your password',
  passwordHint: 'To confirm that it is you.',
  passwordRequired: 'Please enter your password to confirm',
  passwordIncorrect: 'The password is incorrect',
  otpLabel: 'Authentication code',
  otpHint: 'Two-factor authentication is on: the 6-digit code from your authenticator app, or a recovery code.',
  otpInvalid: 'That code did not match, or was used already',
  cancel: 'Cancel',
  confirm: 'Delete my account',
  confirmBusy: 'Deleting…',
  deleted: 'Your account has been deleted',
  deletedDetail: 'Thank you for being with us. You are welcome to sign up again at any time.',
  deleteFailed: 'Could not delete your account',
};

export type DataRightsText = typeof en;

const hi: DataRightsText = {
  cardTitle: 'आपका डेटा',
  cardDescription: 'भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अंतर्गत आपके अधिकार।',
  policyLink: 'हम आपके डेटा को कैसे संभालते हैं',
  downloadLabel: 'मेरा डेटा डाउनलोड करें',
  downloadDescription:
    'आपके खाते के बारे में हमारे पास जो कुछ है, उसकी एक JSON फ़ाइल: प्रोफ़ाइल, पते, सेटिंग्स, भुगतान सहित बुकिंग, ऑर्डर और दान, सहेजी गई कुंडलियाँ और आपको भेजे गए ई-मेल।',
  downloadButton: 'डाउनलोड करें',
  downloadBusy: 'तैयार हो रहा है…',
  downloadDone: 'आपका डेटा डाउनलोड हो रहा है',
  downloadDoneDetail: '{file} के नाम से सहेजा गया।',
  downloadFailed: 'आपका डेटा डाउनलोड नहीं हो सका',
  deleteLabel: 'खाता हटाएँ',
  deleteDescription: 'अपना खाता और व्यक्तिगत विवरण हमेशा के लिए मिटाएँ। क़ानून द्वारा आवश्यक भुगतान रिकॉर्ड रखे जाते हैं।',
  deleteButton: 'खाता हटाएँ',
  dialogTitle: 'क्या आप अपना खाता हटाना चाहते हैं?',
  dialogIntro: 'यह वापस नहीं हो सकता। यदि आप अपने डेटा की प्रति चाहते हैं, तो पहले उसे डाउनलोड कर लें।',
  erasedHeading: 'क्या मिटाया जाएगा',
  erased1: 'आपका नाम, ई-मेल पता, मोबाइल नंबर और पासवर्ड',
  erased2: 'सहेजे गए पते, सेटिंग्स, सहेजी गई कुंडलियाँ और आपका कार्ट',
  erased3: 'आपकी बुकिंग और ऑर्डर में नाम, गोत्र, परिवार के सदस्य, प्रार्थनाएँ, फ़ोन नंबर और डिलीवरी पते',
  erased4: 'हर डिवाइस पर हर साइन-इन',
  keptHeading: 'हम क्या रखते हैं, और क्यों',
  kept1:
    'आपकी बुकिंग, ऑर्डर और दान के भुगतान रिकॉर्ड (राशि, तिथियाँ, संदर्भ और रसीद संख्या): भारतीय कर क़ानून के अनुसार ट्रस्ट को अपने खाते कर निर्धारण वर्ष के बाद दस वर्ष तक रखने होते हैं।',
  kept2: 'आपके हर दान के लिए: उसकी रसीद पर छपा नाम, पता और PAN, ताकि आपका 80G प्रमाणपत्र मान्य रहे और फिर से जारी किया जा सके।',
  pending:
    'जो कुछ अभी आपको मिलना बाक़ी है (प्रसाद का पार्सल, पूजा या परामर्श), वह अब आप तक नहीं पहुँच पाएगा: उसकी प्रतीक्षा करें, या पहले हमें लिखें।',
  passwordLabel: 'आपका पासवर्ड',
  passwordHint: 'यह पुष्टि करने के लिए कि यह आप ही हैं।',
  passwordRequired: 'पुष्टि के लिए कृपया अपना पासवर्ड दर्ज करें',
  passwordIncorrect: 'पासवर्ड ग़लत है',
  otpLabel: 'प्रमाणीकरण कोड',
  otpHint: 'टू-फ़ैक्टर प्रमाणीकरण चालू है: अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड, या एक रिकवरी कोड।',
  otpInvalid: 'यह कोड मेल नहीं खाया, या पहले ही इस्तेमाल हो चुका है',
  cancel: 'रद्द करें',
  confirm: 'मेरा खाता हटाएँ',
  confirmBusy: 'हटाया जा रहा है…',
  deleted: 'आपका खाता हटा दिया गया है',
  deletedDetail: 'हमारे साथ रहने के लिए धन्यवाद। आप कभी भी फिर से साइन अप कर सकते हैं।',
  deleteFailed: 'आपका खाता हटाया नहीं जा सका',
};

export const DATA_RIGHTS_TEXT: Record<Language, DataRightsText> = { en, hi };

/** `{name}` placeholders filled in. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
