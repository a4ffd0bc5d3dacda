import { ChevronRight, Flower2, HandCoins, MapPin, Radio, ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import type { Temple } from '@sankalp/shared/api/catalog';
import { useTemplesT } from '../i18n';

// Each service's words: i18n `info.<key>` and `info.<key>Hint`.
const SERVICES = [
  { to: '/pujas', key: 'puja', Icon: ScrollText },
  { to: '/chadhava', key: 'chadhava', Icon: HandCoins },
  { to: '/live', key: 'live', Icon: Radio },
] as const;

/** Temple Information: the facts we hold, and the services a devotee can take up here. */
export function TempleInfoPanel({ temple }: { temple: Temple }) {
  const { t } = useTemplesT();
  return (
    <aside aria-labelledby="temple-info-heading" className="space-y-5">
      <section className="rounded-[12px] bg-cream-100 p-5">
        <h2 id="temple-info-heading" className="font-display text-lg font-bold">
          {t('info.title')}
        </h2>
        <div className="mt-4 space-y-3">
          <div className="flex gap-3">
            <Flower2 className="mt-0.5 h-5 w-5 shrink-0 text-saffron-600" aria-hidden />
            <dl>
              <dt className="text-sm text-ink-600">{t('info.deity')}</dt>
              <dd className="font-semibold text-ink-900">{temple.deity}</dd>
            </dl>
          </div>
          <div className="flex gap-3">
            <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-saffron-600" aria-hidden />
            <dl>
              <dt className="text-sm text-ink-600">{t('info.location')}</dt>
              <dd className="font-semibold text-ink-900">{temple.location}</dd>
            </dl>
          </div>
        </div>
      </section>
      <section aria-labelledby="temple-services-heading" className="rounded-[12px] bg-white p-5 shadow-raised">
        <h2 id="temple-services-heading" className="font-display text-lg font-bold">
          {t('info.services')}
        </h2>
        <ul className="mt-3 divide-y divide-cream-200">
          {SERVICES.map(({ to, key, Icon }) => (
            <li key={to}>
              <Link to={to} className="group flex min-h-14 items-center gap-3 rounded-lg py-3 hover:text-saffron-700">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-saffron-100 text-saffron-700">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <span className="flex-1">
                  <span className="block font-semibold text-ink-900 group-hover:text-saffron-700">{t(`info.${key}`)}</span>
                  <span className="block text-sm text-ink-600">{t(`info.${key}Hint`)}</span>
                </span>
                <ChevronRight className="h-5 w-5 text-saffron-600" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
