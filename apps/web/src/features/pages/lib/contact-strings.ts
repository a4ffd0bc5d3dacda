import { useMemo } from 'react';
import { useT, type Language } from '../../../lib/i18n/index';

/**
 * The contact form's sending, sent and error texts (issue 14), in English and Hindi. They ride with
 * the page's own chunk, so the shell's first load does not grow. `{email}` and `{when}` are filled in.
 */
const en = {
  note: 'Your message goes straight to our seva team. We reply to your e-mail address {when}.',
  send: 'Send message',
  sending: 'Sending…',
  sentTitle: 'Thank you — your message has been sent',
  sentBody: 'We have e-mailed an acknowledgement to {email}. Our seva team will reply {when}.',
  sentToast: 'Your message has been sent',
  sendAnother: 'Send another message',
  errorTitle: 'Your message could not be sent',
  errorBody: 'Please try again in a moment, or send it from your e-mail app to {email}.',
  tooMany: 'Too many messages from here just now. Please try again later, or WhatsApp us.',
  openEmail: 'Send from my e-mail app',
};

type ContactStrings = typeof en;

const hi: ContactStrings = {
  note: 'आपका संदेश सीधे हमारी सेवा टीम तक पहुँचता है। हम {when} आपके ई-मेल पर उत्तर देते हैं।',
  send: 'संदेश भेजें',
  sending: 'भेजा जा रहा है…',
  sentTitle: 'धन्यवाद — आपका संदेश भेज दिया गया है',
  sentBody: 'हमने {email} पर पावती ई-मेल भेज दी है। हमारी सेवा टीम {when} उत्तर देगी।',
  sentToast: 'आपका संदेश भेज दिया गया है',
  sendAnother: 'एक और संदेश भेजें',
  errorTitle: 'आपका संदेश नहीं भेजा जा सका',
  errorBody: 'कृपया थोड़ी देर बाद फिर से प्रयास करें, या अपने ई-मेल ऐप से {email} पर भेजें।',
  tooMany: 'अभी यहाँ से बहुत सारे संदेश आ चुके हैं। कृपया बाद में प्रयास करें, या हमें WhatsApp करें।',
  openEmail: 'मेरे ई-मेल ऐप से भेजें',
};

/** Hindi for "within 24 hours" and the like (the figure itself is shared with the help pages). */
const WHEN_HI: Record<string, string> = { 'within 24 hours': '24 घंटे के भीतर' };

export const CONTACT_STRINGS = { en, hi } as const;
export type ContactKey = keyof ContactStrings;

export function contactT(language: Language) {
  const dict = CONTACT_STRINGS[language];
  return (key: ContactKey, vars: { email?: string; when?: string } = {}) =>
    dict[key].replace(/\{(email|when)\}/g, (m, k: 'email' | 'when') => {
      const v = vars[k];
      if (v === undefined) return m;
      return k === 'when' && language === 'hi' ? (WHEN_HI[v] ?? v) : v;
    });
}

export function useContactT() {
  const { language } = useT();
  return useMemo(() => contactT(language), [language]);
}
