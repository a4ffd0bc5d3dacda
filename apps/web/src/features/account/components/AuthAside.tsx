import { CalendarCheck, HandHeart, MapPin, ShieldCheck } from 'lucide-react';
import { useAccountT } from '../i18n/index';

const POINTS = [
  { icon: CalendarCheck, text: 'aside.bookings' },
  { icon: MapPin, text: 'aside.addresses' },
  { icon: HandHeart, text: 'aside.donations' },
] as const;

/** The warm side panel of the sign-in card (desktop only). */
export function AuthAside() {
  const { t } = useAccountT();
  return (
    <aside className="relative hidden overflow-hidden bg-gradient-to-br from-maroon-900 via-maroon-800 to-saffron-700 p-10 text-white md:flex md:flex-col">
      <Mandala />
      <p className="relative text-sm font-semibold uppercase tracking-widest text-gold-400">Sankalp</p>
      <h2 className="relative mt-3 font-display text-[28px] font-bold leading-tight text-white">{t('aside.title')}</h2>
      <div className="relative mt-3 h-0.5 w-16 bg-gold-400" aria-hidden />
      <ul className="relative mt-8 space-y-5">
        {POINTS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-[15px] text-cream-100">
            <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/10 ring-1 ring-gold-400/40">
              <Icon className="h-5 w-5 text-gold-400" aria-hidden />
            </span>
            <span className="pt-1.5">{t(text)}</span>
          </li>
        ))}
      </ul>
      <p className="relative mt-auto flex items-center gap-2 pt-10 text-sm text-cream-100">
        <ShieldCheck className="h-5 w-5 text-gold-400" aria-hidden />
        {t('aside.secure')}
      </p>
    </aside>
  );
}

/** A faint lotus-mandala ornament in the corner. */
function Mandala() {
  return (
    <svg viewBox="0 0 200 200" className="pointer-events-none absolute -bottom-16 -right-16 h-72 w-72 text-gold-400/15" aria-hidden>
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        {Array.from({ length: 12 }, (_, i) => (
          <ellipse key={i} cx="100" cy="60" rx="14" ry="40" transform={`rotate(${i * 30} 100 100)`} />
        ))}
        <circle cx="100" cy="100" r="22" />
        <circle cx="100" cy="100" r="90" />
        <circle cx="100" cy="100" r="96" strokeDasharray="2 6" />
      </g>
    </svg>
  );
}
