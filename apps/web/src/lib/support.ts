import { supportHoursText } from '@sankalp/shared/constants';
import { currentLanguage, type Language } from './i18n/index';

// The opening line of a WhatsApp chat with the seva team, in the reader's language.
const WHATSAPP_GREETING: Record<Language, string> = {
  en: 'Namaste, I need help with Sankalp',
  hi: 'नमस्ते, मुझे Sankalp पर सहायता चाहिए',
};

// Support contacts shown in the footer and on confirmation pages.
export const SUPPORT = {
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  whatsapp: '919876543210',
  /** A chat with `text` prefilled; without it, a greeting in `lang` (the reader's language by default). */
  whatsappHref: (text?: string, lang: Language = currentLanguage()) =>
    `https://wa.me/919876543210?text=${encodeURIComponent(text ?? WHATSAPP_GREETING[lang])}`,
  email: 'support@sankalp.org.in',
  /** The office address in English (documents, e-mails); pages show `supportAddress(language)`. */
  address: 'Sankalp Foundation, Assi Ghat Road, Varanasi, Uttar Pradesh 221005',
} as const;

const ADDRESS: Record<Language, string> = {
  en: SUPPORT.address,
  hi: 'संकल्प फ़ाउंडेशन, अस्सी घाट रोड, वाराणसी, उत्तर प्रदेश 221005',
};

/** The office address in the reader's language. */
export const supportAddress = (lang: Language) => ADDRESS[lang];

/** The seva team's hours in the reader's language (one set: SUPPORT_WINDOW in @sankalp/shared/constants). */
export const supportHours = (lang: 'en' | 'hi') => supportHoursText(lang);
