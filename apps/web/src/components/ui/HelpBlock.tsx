import { Mail, MessageCircle, Phone } from 'lucide-react';
import { useId } from 'react';
import { SUPPORT } from '../../lib/support';
import { ButtonLink, buttonClass } from './Button';
import { useUiT } from './i18n';

type Props = {
  title?: string;
  /** The WhatsApp message, naming the booking for the team. */
  whatsappText?: string;
  /**
   * `panel`: the side column of a confirmation page (the seva team's hours, the number, Call and
   * WhatsApp). `banner`: the full-width close of a help page, with `link` onwards.
   */
  layout?: 'panel' | 'banner';
  link?: { to: string; label: string };
};

/** The one "Need help?" block: call or WhatsApp the seva team. */
export function HelpBlock({ title, whatsappText, layout = 'panel', link }: Props) {
  const id = useId();
  const { t } = useUiT();
  const heading = title ?? t('help.title');
  const whatsapp = (className: string) => (
    <a href={SUPPORT.whatsappHref(whatsappText)} target="_blank" rel="noopener noreferrer" className={className}>
      <MessageCircle className="h-4 w-4" aria-hidden /> {t('help.whatsapp')}
    </a>
  );

  if (layout === 'banner') {
    return (
      <section
        aria-labelledby={id}
        className="rounded-[12px] bg-maroon-800 p-6 text-cream-50 md:flex md:items-center md:justify-between md:gap-8 md:p-8"
      >
        <div>
          <h2 id={id} className="font-display text-2xl font-bold text-white">
            {heading}
          </h2>
          <p className="mt-2 max-w-xl text-cream-100">
            {t('help.bannerText', {
              phoneHours: t('help.phoneHours'),
              chatHours: t('help.chatHours'),
              emailReply: t('help.emailReply'),
            })}
          </p>
          <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-cream-100">
            <span className="inline-flex items-center gap-1.5">
              <Mail className="h-4 w-4" aria-hidden /> {SUPPORT.email}
            </span>
            {whatsapp('inline-flex items-center gap-1.5 underline-offset-2 hover:underline')}
          </p>
        </div>
        <div className="mt-5 flex flex-wrap gap-3 md:mt-0 md:shrink-0">
          <a href={SUPPORT.phoneHref} className={buttonClass('primary', 'lg')}>
            <Phone className="h-5 w-5" aria-hidden /> {t('help.call', { phone: SUPPORT.phone })}
          </a>
          {link && (
            <ButtonLink to={link.to} size="lg" variant="secondary">
              {link.label}
            </ButtonLink>
          )}
        </div>
      </section>
    );
  }

  return (
    <section
      aria-labelledby={id}
      className="rounded-[12px] bg-maroon-800 p-5 text-cream-50 md:p-6 print:bg-white print:text-ink-900 print:ring-1 print:ring-cream-200"
    >
      <h2 id={id} className="font-display text-[20px] font-bold text-white print:text-maroon-800">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-cream-100 print:text-ink-600">
        {t('help.panelText', { hours: t('help.browsingHours') })}
      </p>
      <p className="mt-3 text-lg font-bold tabular-nums text-white print:text-ink-900">{SUPPORT.phone}</p>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <a
          href={SUPPORT.phoneHref}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-maroon-800 hover:bg-cream-100"
        >
          <Phone className="h-4 w-4" aria-hidden /> {t('help.callUs')}
        </a>
        {whatsapp(
          'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-white/70 px-4 text-sm font-semibold text-white hover:bg-white/10',
        )}
      </div>
    </section>
  );
}
