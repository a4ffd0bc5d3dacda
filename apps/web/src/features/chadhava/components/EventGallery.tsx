import { useState } from 'react';
import type { ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { eventImages } from '../lib/images';
import { useChadhavaT } from '../i18n';

/** The event's main picture with thumbnails to switch between them when it has several. */
export function EventGallery({ event }: { event: ChadhavaEvent }) {
  const { t } = useChadhavaT();
  const images = eventImages(event);
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div>
      <div className="aspect-[4/3] overflow-hidden rounded-[12px] bg-cream-100 shadow-raised">
        <img
          src={current}
          alt={t('card.alt', { event: event.name, temple: event.temple?.name ?? t('card.theTemple') })}
          className="h-full w-full object-cover"
        />
      </div>
      {images.length > 1 && (
        <div className="mt-3 flex gap-2 overflow-x-auto" role="group" aria-label={t('event.pictures')}>
          {images.map((src, i) => (
            <button
              key={src + i}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('event.showPicture', { n: i + 1, total: images.length })}
              aria-pressed={i === index}
              className={`aspect-[4/3] w-20 shrink-0 overflow-hidden rounded-lg border-2 ${i === index ? 'border-saffron-600' : 'border-transparent opacity-80 hover:opacity-100'}`}
            >
              <img src={src} alt="" loading="lazy" className="h-full w-full object-cover" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
