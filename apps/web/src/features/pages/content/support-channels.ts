import type { Language } from '../../../lib/i18n/index';
import { SUPPORT } from '../../../lib/support';
import type { PagesT } from '../i18n/index';

/** A way to reach support (spec part 3 § 3 "Support contact"). */
export type SupportChannel = {
  id: 'phone' | 'chat' | 'email';
  title: string;
  description: string;
  contact: string;
  href: string;
  action: string;
  availability: string;
  external?: boolean;
};

// The chat opens with a greeting in the reader's language.
const contacts = (language: Language): Pick<SupportChannel, 'id' | 'contact' | 'href' | 'external'>[] => [
  { id: 'phone', contact: SUPPORT.phone, href: SUPPORT.phoneHref },
  {
    id: 'chat',
    contact: `+${SUPPORT.whatsapp.slice(0, 2)} ${SUPPORT.whatsapp.slice(2, 7)} ${SUPPORT.whatsapp.slice(7)}`,
    href: SUPPORT.whatsappHref(undefined, language),
    external: true,
  },
  { id: 'email', contact: SUPPORT.email, href: `mailto:${SUPPORT.email}` },
];

/** The help page's contact cards in the reader's language: hours from spec part 3 § 9. */
export const supportChannels = (t: PagesT, language: Language): SupportChannel[] =>
  contacts(language).map((c) => ({
    ...c,
    title: t(`help.channels.${c.id}.title`),
    description: t(`help.channels.${c.id}.description`),
    action: t(`help.channels.${c.id}.action`),
    availability: t(`help.channels.${c.id}.availability`),
  }));
