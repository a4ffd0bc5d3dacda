import { randomUUID } from 'node:crypto';
import type { NotificationType } from '../../../db/schema/index';

/**
 * A WhatsApp template message: WhatsApp Business accounts may only start a conversation with a
 * template approved in WhatsApp Manager. Each notification type has one (README: names and
 * parameters), in English (`en`) and Hindi (`hi`).
 */
export type WhatsAppMessage = {
  /** E.164 digits without the plus (919876543210). */
  to: string;
  template: string;
  language: 'en' | 'hi';
  /** The template's body parameters {{1}}, {{2}} … in order. */
  params: string[];
};

/** Sends a message; answers the provider's message id. Throws WhatsAppError on a refusal. */
export interface Notifier {
  readonly name: 'whatsapp-cloud' | 'dev';
  send(message: WhatsAppMessage): Promise<string>;
}

/** A refusal of the WhatsApp API. `retryable`: worth trying again later (rate limit, outage, token). */
export class WhatsAppError extends Error {
  override name = 'WhatsAppError';
  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
    readonly code?: number,
  ) {
    super(message);
  }
}

/** The template and the order of its parameters, per notification type. */
export const WHATSAPP_TEMPLATES: Record<NotificationType, { name: string; params: string[] }> = {
  booking_confirmed: { name: 'sankalp_booking_confirmed', params: ['title', 'reference'] },
  puja_performed: { name: 'sankalp_puja_performed', params: ['title'] },
  video_ready: { name: 'sankalp_video_ready', params: ['title'] },
  shipped: { name: 'sankalp_shipped', params: ['title', 'courier', 'tracking'] },
  delivered: { name: 'sankalp_delivered', params: ['title'] },
  consultation_reminder: { name: 'sankalp_consultation_reminder', params: ['title', 'time'] },
  refund_processed: { name: 'sankalp_refund_processed', params: ['amount', 'title'] },
  certificate_ready: { name: 'sankalp_certificate_ready', params: ['title'] },
};

/** The message of a notification, its parameters filled from the notification's params ('-' when missing). */
export function whatsAppMessageOf(
  n: { type: NotificationType; language: 'en' | 'hi'; params: Record<string, string> },
  to: string,
): WhatsAppMessage {
  const t = WHATSAPP_TEMPLATES[n.type];
  return {
    to,
    template: t.name,
    language: n.language,
    // A template parameter may not be empty nor hold new lines or tabs (Cloud API error 132018).
    params: t.params.map(
      (p) =>
        (n.params[p] ?? '')
          .replace(/[\n\t]+/g, ' ')
          .replace(/ {4,}/g, '   ')
          .trim() || '-',
    ),
  };
}

type GraphError = { error?: { message?: string; code?: number; error_subcode?: number; type?: string } };

/**
 * The WhatsApp Business Cloud API (Meta's Graph API): POST {base}/{phone-number-id}/messages with
 * a template message and the system user's bearer token. Active when WHATSAPP_TOKEN and
 * WHATSAPP_PHONE_NUMBER_ID are set; the base URL is WHATSAPP_API_URL (tests: a local fake).
 *
 * The API has no idempotency key: a request whose answer was lost (or a worker that died after
 * it was accepted) is retried by the job and may reach the devotee twice. See
 * notifications.deliver.ts for how narrow that window is kept.
 */
export function whatsAppCloudNotifier(opts: {
  baseUrl: string;
  phoneNumberId: string;
  token: string;
  timeoutMs?: number;
}): Notifier {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(opts.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp-cloud',
    async send(m) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: m.to,
            type: 'template',
            template: {
              name: m.template,
              language: { code: m.language },
              components: [{ type: 'body', parameters: m.params.map((text) => ({ type: 'text', text })) }],
            },
          }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        });
      } catch (e) {
        throw new WhatsAppError(`WhatsApp API unreachable: ${(e as Error).message}`, 0, true);
      }
      const body = (await res.json().catch(() => ({}))) as GraphError & { messages?: Array<{ id?: string }> };
      const id = body.messages?.[0]?.id;
      if (res.ok && id) return id;
      const err = body.error ?? {};
      const what = `WhatsApp API ${res.status}${err.code ? ` (code ${err.code})` : ''}: ${err.message ?? 'no message id in the answer'}`;
      // 429 and 5xx pass; 401/403 is a token to renew (an operator can, while the job waits);
      // Meta's throttling codes (4, 80007, 130429, 131048, 131056) come with 400 too.
      const throttled = [4, 80007, 130429, 131048, 131056].includes(err.code ?? -1);
      const retryable =
        res.status === 429 || res.status >= 500 || res.status === 401 || res.status === 403 || throttled || res.ok;
      throw new WhatsAppError(what, res.status, retryable, err.code);
    },
  };
}

/**
 * Without WhatsApp keys: the message is only recorded (the delivery row, provider id `dev:…`),
 * readable at GET /api/v1/dev/whatsapp like the mail outbox.
 */
export const devWhatsAppNotifier: Notifier = {
  name: 'dev',
  async send() {
    return `dev:${randomUUID()}`;
  },
};
