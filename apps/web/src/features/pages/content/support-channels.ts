import { SUPPORT } from '../../../lib/support';
import { FIG } from './figures';

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

/** The help page's contact cards: hours from spec part 3 § 9. */
export const SUPPORT_CHANNELS: SupportChannel[] = [
  {
    id: 'phone',
    title: 'Phone support',
    description: 'Talk to our seva team about a booking, a payment or a delivery.',
    contact: SUPPORT.phone,
    href: SUPPORT.phoneHref,
    action: 'Call us',
    availability: FIG.phoneHours,
  },
  {
    id: 'chat',
    title: 'WhatsApp chat',
    description: 'Send us a message with your booking ID and we will reply in the chat.',
    contact: `+${SUPPORT.whatsapp.slice(0, 2)} ${SUPPORT.whatsapp.slice(2, 7)} ${SUPPORT.whatsapp.slice(7)}`,
    href: SUPPORT.whatsappHref(),
    action: 'Chat on WhatsApp',
    availability: FIG.chatHours,
    external: true,
  },
  {
    id: 'email',
    title: 'E-mail',
    description: 'For anything that needs documents, receipts or a detailed reply.',
    contact: SUPPORT.email,
    href: `mailto:${SUPPORT.email}`,
    action: 'Write to us',
    availability: `Reply ${FIG.emailReply}`,
  },
];
