import { MapPin } from 'lucide-react';
import type { Pandit } from '@sankalp/shared/api/catalog';
import { useAstroT } from '../i18n';

/** Who the consultation is with: photo, name and location (the form's header and side panel). */
export function PanditSummary({ pandit, caption }: { pandit: Pick<Pandit, 'name' | 'img' | 'location'>; caption?: string }) {
  const { t } = useAstroT();
  return (
    <div className="flex items-center gap-4">
      <div className="aspect-square w-16 shrink-0 overflow-hidden rounded-[12px] bg-cream-100 shadow-sm md:w-20">
        <img src={pandit.img} alt={t('list.portrait', { name: pandit.name })} className="h-full w-full object-cover" />
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-600">{caption ?? t('summary.with')}</p>
        <p className="font-display text-lg font-bold leading-snug text-maroon-800">{pandit.name}</p>
        <p className="mt-0.5 flex items-center gap-1 text-sm text-ink-600">
          <MapPin className="h-3.5 w-3.5 shrink-0 text-saffron-600" aria-hidden />
          <span className="truncate">{pandit.location}</span>
        </p>
      </div>
    </div>
  );
}
