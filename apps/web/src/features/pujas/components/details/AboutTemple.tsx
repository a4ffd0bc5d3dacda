import { MapPin } from 'lucide-react';
import type { PujaDetail } from '@sankalp/shared/api/catalog';
import { templeName } from '../../../../components/catalog/format';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { DetailsSection } from './DetailsSection';
import { usePujasT } from '../../i18n';

/** The temple where the puja is performed; its text arrives with the full record (loading → lines). */
export function AboutTemple({ puja, loading }: { puja: PujaDetail; loading: boolean }) {
  const name = templeName(puja.temple);
  const temple = typeof puja.temple === 'object' ? puja.temple : null;
  const { t } = usePujasT();
  return (
    <DetailsSection id="about-temple" title={t('about.temple')} tinted>
      <div className={`grid gap-6 ${temple?.image ? 'md:grid-cols-[1fr_1.4fr] md:items-start' : ''}`}>
        {temple?.image && (
          <div className="aspect-[4/3] overflow-hidden rounded-[12px] bg-cream-100 shadow-raised">
            <img src={temple.image} alt={name} loading="lazy" className="h-full w-full object-cover" />
          </div>
        )}
        <div className="max-w-3xl">
          {name && <h3 className="font-display text-xl font-bold">{name}</h3>}
          {temple?.location && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-600">
              <MapPin className="h-4 w-4 text-saffron-600" aria-hidden /> {temple.location}
            </p>
          )}
          {loading ? (
            <div className="mt-4 space-y-2" role="status">
              <span className="sr-only">{t('about.loadingTemple')}</span>
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-11/12" />
              <Skeleton className="h-4 w-4/5" />
            </div>
          ) : (
            puja.aboutTemple
              .split(/\n{2,}/)
              .filter((p) => p.trim() !== '')
              .map((p, i) => (
                <p key={i} className="mt-4 leading-relaxed text-ink-900">
                  {p}
                </p>
              ))
          )}
        </div>
      </div>
    </DetailsSection>
  );
}
