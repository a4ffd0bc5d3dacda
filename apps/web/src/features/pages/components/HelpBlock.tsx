import { Mail, MessageCircle, Phone } from 'lucide-react';
import { ButtonLink, buttonClass } from '../../../components/ui/Button';
import { SUPPORT } from '../../../lib/support';
import { FIG } from '../content/figures';

/** "Still need help?": a call link with its hours and a way to write to us. */
export function HelpBlock({
  title = 'Still need help?',
  linkTo = '/contact-us',
  linkLabel = 'Contact Us',
}: {
  title?: string;
  linkTo?: string;
  linkLabel?: string;
}) {
  return (
    <section
      aria-labelledby="help-block"
      className="rounded-[12px] bg-maroon-800 p-6 text-cream-50 md:flex md:items-center md:justify-between md:gap-8 md:p-8"
    >
      <div>
        <h2 id="help-block" className="font-display text-2xl font-bold text-white">
          {title}
        </h2>
        <p className="mt-2 max-w-xl text-cream-100">
          Call our seva team {FIG.phoneHours}. WhatsApp chat is open {FIG.chatHours}, and e-mails are answered{' '}
          {FIG.emailReply}.
        </p>
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-cream-100">
          <span className="inline-flex items-center gap-1.5">
            <Mail className="h-4 w-4" aria-hidden /> {SUPPORT.email}
          </span>
          <a
            href={SUPPORT.whatsappHref()}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 underline-offset-2 hover:underline"
          >
            <MessageCircle className="h-4 w-4" aria-hidden /> WhatsApp us
          </a>
        </p>
      </div>
      <div className="mt-5 flex flex-wrap gap-3 md:mt-0 md:shrink-0">
        <a href={SUPPORT.phoneHref} className={buttonClass('primary', 'lg')}>
          <Phone className="h-5 w-5" aria-hidden /> Call {SUPPORT.phone}
        </a>
        <ButtonLink to={linkTo} size="lg" variant="secondary">
          {linkLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
