import { useMutation } from '@tanstack/react-query';
import type { SupportMessageSent, SupportSource } from '@sankalp/shared/api/admin-support';
import type { SupportMessageInput } from '@sankalp/shared/schemas/support';
import { apiPost } from '../../../lib/api';
import type { ContactValues } from '../lib/contact-form';

/** Where the form sits: /contact-us or the help page's Contact Us tab. */
export type ContactFormSource = 'contact-us' | 'help';

/** The body of POST /support/messages for what the form holds (an empty phone is left out). */
export function supportPayload(v: ContactValues, source: ContactFormSource): SupportMessageInput {
  const from: SupportSource = source === 'help' ? 'help' : 'contact';
  return {
    name: v.name,
    email: v.email,
    ...(v.phone ? { phone: v.phone } : {}),
    subject: v.subject,
    message: v.message,
    source: from,
  };
}

/** POST /support/messages: the message reaches the console's inbox and the devotee gets an acknowledgement. */
export async function sendSupportMessage(v: ContactValues, source: ContactFormSource): Promise<SupportMessageSent> {
  const body = await apiPost<{ data: SupportMessageSent }>('/support/messages', supportPayload(v, source));
  return body.data;
}

export const useSendSupportMessage = (source: ContactFormSource) =>
  useMutation({ mutationFn: (v: ContactValues) => sendSupportMessage(v, source) });
