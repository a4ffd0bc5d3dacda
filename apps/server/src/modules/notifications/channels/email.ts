import type { Config } from '../../../config';
import { escapeHtml } from '../../../lib/mail/html';
import type { Mail } from '../../../lib/mail/mailer';
import type { NotificationRow } from '../notifications.repository';

/** The words around a notification e-mail, in the notification's language. */
const WORDS = {
  en: {
    open: 'Open on Sankalp',
    why: 'You receive this e-mail because of your booking on Sankalp. Choose which updates reach you in Settings:',
    settings: 'Notification settings',
  },
  hi: {
    open: 'Sankalp पर खोलें',
    why: 'यह ईमेल आपको Sankalp पर आपकी बुकिंग के कारण मिला है। कौन-सी सूचनाएँ आप तक पहुँचें, यह सेटिंग्स में चुनें:',
    settings: 'सूचना सेटिंग्स',
  },
} as const;

const absolute = (config: Config, path: string) => new URL(path, config.publicUrl).toString();

/**
 * A notification as an e-mail: HTML made with MJML (responsive, inlined for mail clients) and a
 * plain-text part with the same words. Sent through the mail outbox, once per delivery
 * (dedupeKey `notification:<deliveryId>`).
 */
export async function notificationMail(
  config: Config,
  n: NotificationRow,
  deliveryId: string,
  to: string,
): Promise<Mail> {
  const w = WORDS[n.language] ?? WORDS.en;
  const link = n.link ? absolute(config, n.link) : null;
  const settings = absolute(config, '/settings');
  const e = escapeHtml;
  const font =
    n.language === 'hi' ? "'Noto Sans Devanagari', 'Noto Sans', Arial, sans-serif" : "'Noto Sans', Arial, sans-serif";
  const source = `<mjml lang="${n.language}">
  <mj-head>
    <mj-title>${e(n.title)}</mj-title>
    <mj-preview>${e(n.body)}</mj-preview>
    <mj-attributes><mj-all font-family="${font}" /><mj-text color="#2b2118" font-size="16px" line-height="24px" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#fdf8ef">
    <mj-section padding="24px 16px 8px"><mj-column>
      <mj-text font-size="22px" font-weight="700" color="#7a1f1f">Sankalp</mj-text>
    </mj-column></mj-section>
    <mj-section background-color="#ffffff" border-radius="12px" padding="16px"><mj-column>
      <mj-text font-size="20px" font-weight="700">${e(n.title)}</mj-text>
      <mj-text>${e(n.body)}</mj-text>
      ${link ? `<mj-button href="${e(link)}" background-color="#c2410c" color="#ffffff" border-radius="999px" font-weight="600" align="left">${e(w.open)}</mj-button>` : ''}
    </mj-column></mj-section>
    <mj-section padding="8px 16px 24px"><mj-column>
      <mj-text font-size="13px" color="#6b5e51">${e(w.why)} <a href="${e(settings)}" style="color:#7a1f1f">${e(w.settings)}</a></mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`;
  // Loaded on the first e-mail only: MJML is large and most processes start without sending one.
  const { default: mjml2html } = await import('mjml');
  const out = await mjml2html(source, { validationLevel: 'strict', minify: false });
  if (out.errors.length > 0) throw new Error(`notification e-mail template: ${out.errors[0]!.formattedMessage}`);
  const text = [
    n.title,
    '',
    n.body,
    ...(link ? ['', `${w.open}: ${link}`] : []),
    '',
    `${w.why} ${settings}`,
    '',
    'Sankalp',
  ].join('\n');
  return { to, subject: n.title, text, html: out.html, dedupeKey: `notification:${deliveryId}` };
}
