import { MapPin } from 'lucide-react';
import type { Temple } from '@sankalp/shared/api/catalog';
import { ButtonLink } from '../../../components/ui/Button';
import { useTemplesT } from '../i18n';

/** Image, deity, name and location, with the two ways to serve at this temple. */
export function TempleHeader({ temple, pujasAnchor }: { temple: Temple; pujasAnchor: string }) {
  const { t } = useTemplesT();
  return (
    <div className="grid items-center gap-6 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] md:gap-10">
      <div className="aspect-[4/3] overflow-hidden rounded-[12px] bg-cream-100 shadow-raised">
        <img src={temple.image} alt={`${temple.name}, ${temple.location}`} className="h-full w-full object-cover" />
      </div>
      <div>
        <p className="inline-flex rounded-full bg-saffron-100 px-3 py-1 text-sm font-semibold text-saffron-700">
          {temple.deity}
        </p>
        <h1 className="mt-3 font-display text-[28px] font-bold leading-tight md:text-[36px]">{temple.name}</h1>
        <p className="mt-2 flex items-center gap-1.5 text-ink-600">
          <MapPin className="h-5 w-5 shrink-0 text-saffron-600" aria-hidden />
          {temple.location}
        </p>
        <div className="mt-3 h-0.5 w-16 bg-gold-400" aria-hidden />
        <p className="mt-4 text-ink-900">{temple.description}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href={`#${pujasAnchor}`}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-saffron-600 px-5 text-[15px] font-semibold text-white shadow-sm hover:bg-saffron-700"
          >
            {t('detail.bookHere')}
          </a>
          <ButtonLink to="/chadhava" variant="outline">
            {t('detail.offerChadhava')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
