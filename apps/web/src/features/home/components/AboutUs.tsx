import { Landmark, Radio, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useHomeT } from '../i18n';

// Each claim's words: i18n `about.<key>`.
const CLAIMS: { icon: ReactNode; figure: string; key: 'temples' | 'devotees' | 'live' }[] = [
  { icon: <Landmark className="h-6 w-6" aria-hidden />, figure: '1000+', key: 'temples' },
  { icon: <Users className="h-6 w-6" aria-hidden />, figure: '50K+', key: 'devotees' },
  { icon: <Radio className="h-6 w-6" aria-hidden />, figure: '24/7', key: 'live' },
];

/** Who stands behind the offerings (spec part 1 § 1: a foundation in Varanasi, and its claims). */
export function AboutUs() {
  const { t } = useHomeT();
  return (
    <section aria-labelledby="about-us" className="container-page py-12 md:py-16">
      <div className="grid items-center gap-8 rounded-[12px] bg-cream-100 p-6 ring-1 ring-cream-200 md:grid-cols-[1.2fr_1fr] md:p-10">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-saffron-700">{t('about.eyebrow')}</p>
          <h2 id="about-us" className="mt-2 font-display text-[22px] font-bold md:text-[28px]">
            {t('about.title')}
          </h2>
          <div className="mt-2 h-0.5 w-16 bg-gold-400" aria-hidden />
          <p className="mt-4 text-ink-900">
            {t('about.text1')}
          </p>
          <p className="mt-3 text-ink-600">
            {t('about.text2')}
          </p>
        </div>
        <ul className="grid grid-cols-3 gap-3 md:grid-cols-1 md:gap-4">
          {CLAIMS.map((c) => (
            <li
              key={c.key}
              className="flex flex-col items-center gap-2 rounded-[12px] bg-white p-4 text-center shadow-raised md:flex-row md:gap-4 md:text-left"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-saffron-50 text-saffron-600">
                {c.icon}
              </span>
              <span>
                <span className="block font-display text-xl font-bold text-maroon-800 md:text-2xl">{c.figure}</span>
                <span className="block text-xs text-ink-600 md:text-sm">{t(`about.${c.key}`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
