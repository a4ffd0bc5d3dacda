import { Clock, Headset, Mail, MapPin, PhoneCall, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPORT, supportAddress } from '../../../lib/support';
import { usePagesT } from '../i18n/index';

function Card({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-[12px] bg-white p-5 shadow-raised">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-saffron-100 text-saffron-700">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <h3 className="text-base font-semibold">{title}</h3>
        <div className="mt-1 text-[15px] text-ink-600">{children}</div>
      </div>
    </li>
  );
}

const link = 'font-semibold text-saffron-700 underline-offset-2 hover:underline break-words';

/**
 * Contact cards (spec part 3 § 2): customer care, e-mail support, office address and business hours,
 * with the two phone statements of § 9 both shown: daily hours, and a 24/7 emergency line.
 */
export function ContactCards() {
  const { t, language } = usePagesT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-1">
      <Card icon={Headset} title={t('contact.cards.care')}>
        <a href={SUPPORT.phoneHref} className={`${link} inline-flex min-h-11 items-center`}>
          {SUPPORT.phone}
        </a>
        <p>{t('contact.cards.careText')}</p>
      </Card>
      <Card icon={Mail} title={t('contact.cards.email')}>
        <a href={`mailto:${SUPPORT.email}`} className={`${link} inline-flex min-h-11 items-center`}>
          {SUPPORT.email}
        </a>
        <p>{t('contact.cards.emailText')}</p>
      </Card>
      <Card icon={MapPin} title={t('contact.cards.office')}>
        <address className="not-italic">{supportAddress(language)}</address>
      </Card>
      <Card icon={Clock} title={t('contact.cards.hours')}>
        <p>{t('contact.cards.phoneHours')}</p>
        <p>{t('contact.cards.emergencyHours')}</p>
      </Card>
    </ul>
  );
}

/** The emergency call button: the phone line is stated as 24/7 on the static pages. */
export function EmergencyCall() {
  const { t } = usePagesT();
  return (
    <div className="rounded-[12px] border-2 border-maroon-800/15 bg-cream-100 p-5">
      <h3 className="text-base font-semibold">{t('contact.emergency.title')}</h3>
      <p className="mt-1 text-[15px] text-ink-600">{t('contact.emergency.text')}</p>
      <a
        href={SUPPORT.phoneHref}
        className="mt-4 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-maroon-800 px-6 font-semibold text-white hover:bg-maroon-900"
      >
        <PhoneCall className="h-5 w-5" aria-hidden /> {t('contact.emergency.call')}
      </a>
    </div>
  );
}
