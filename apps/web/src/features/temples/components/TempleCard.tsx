import { MapPin } from 'lucide-react';
import type { Temple } from '@sankalp/shared/api/catalog';
import { ButtonLink } from '../../../components/ui/Button';
import { descriptionPreview } from '../lib/temple-text';
import { useTemplesT } from '../i18n';

export function TempleCard({ temple }: { temple: Temple }) {
  const { t } = useTemplesT();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-[12px] bg-white shadow-raised">
      <div className="aspect-[4/3] bg-cream-100">
        <img
          src={temple.image}
          alt={`${temple.name}, ${temple.location}`}
          loading="lazy"
          className="h-full w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold text-saffron-700">{temple.deity}</p>
        <h3 className="mt-1 font-display text-lg font-bold leading-snug">{temple.name}</h3>
        <p className="mt-1.5 flex items-start gap-1.5 text-sm text-ink-600">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-saffron-600" aria-hidden />
          {temple.location}
        </p>
        <p className="mt-3 text-[15px] text-ink-600">{descriptionPreview(temple.description)}</p>
        <ButtonLink
          to={`/temple/${temple._id}`}
          state={{ temple }}
          variant="outline"
          className="mt-5 self-start"
          aria-label={t('card.knowLabel', { name: temple.name })}
        >
          {t('card.know')}
        </ButtonLink>
      </div>
    </article>
  );
}
