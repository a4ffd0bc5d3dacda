import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useT } from '../../lib/i18n/index';
import { Link } from 'react-router';
import { SUPPORT, supportAddress } from '../../lib/support';
import type { Messages } from '../../lib/i18n/en';

type FooterLink = readonly [to: string, key: keyof Messages['footer']['links']];

const EXPLORE: readonly FooterLink[] = [
  ['/pujas', 'pujas'],
  ['/chadhava', 'chadhava'],
  ['/donations', 'donations'],
  ['/live', 'live'],
  ['/temples', 'temples'],
  ['/store', 'store'],
  ['/prasad', 'prasad'],
  ['/astro', 'astro'],
];
const COMPANY: readonly FooterLink[] = [
  ['/about-us', 'about'],
  ['/contact-us', 'contact'],
  ['/help', 'help'],
  ['/faq', 'faq'],
  ['/privacy-policy', 'privacy'],
  ['/terms-of-service', 'terms'],
  ['/refund-policy', 'refund'],
  ['/sitemap', 'sitemap'],
];

export function Footer() {
  const { t, language } = useT();
  return (
    <footer className="mt-16 bg-maroon-800 text-cream-50 dark:bg-maroon-900">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <div className="flex items-center gap-2">
            <img src="/art/logo.svg" alt="" width={36} height={36} className="h-9 w-9 rounded-full bg-cream-50 p-0.5" />
            <span className="font-display text-2xl font-bold text-white">Sankalp</span>
          </div>
          <p className="mt-3 max-w-sm text-sm text-cream-100">{t('footer.tagline')}</p>
        </div>
        <FooterLinks title={t('footer.explore')} links={EXPLORE} />
        <FooterLinks title={t('footer.company')} links={COMPANY} />
        <div>
          <h2 className="text-base font-semibold text-gold-400">{t('footer.support')}</h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li>
              <a href={SUPPORT.phoneHref} className="inline-flex items-center gap-2 hover:underline">
                <Phone className="h-4 w-4" aria-hidden /> {SUPPORT.phone}
              </a>
              <div className="pl-6 text-xs text-cream-200">{t('footer.hours')}</div>
            </li>
            <li>
              <a href={`mailto:${SUPPORT.email}`} className="inline-flex items-center gap-2 hover:underline">
                <Mail className="h-4 w-4" aria-hidden /> {SUPPORT.email}
              </a>
            </li>
            <li>
              <a href={SUPPORT.whatsappHref()} target="_blank" rel="noreferrer" className="inline-flex items-center gap-2 hover:underline">
                <MessageCircle className="h-4 w-4" aria-hidden /> {t('footer.whatsapp')}
              </a>
            </li>
            <li className="flex gap-2 text-cream-100">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> {supportAddress(language)}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="container-page py-4 text-xs text-cream-200">
          © {new Date().getFullYear()} {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const { t } = useT();
  return (
    <div>
      <h2 className="text-base font-semibold text-gold-400">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map(([to, key]) => (
          <li key={to}>
            <Link to={to} className="inline-flex min-h-6 items-center hover:underline">
              {t(`footer.links.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
