import { Check, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PujaPackage } from '@sankalp/shared/api/catalog';
import { Price } from '../../../../components/ui/Price';
import { peopleCount } from '../../packages';
import { usePujasT } from '../../i18n';

/** One way to participate: image, title, people covered, price, what is included, and an action. */
export function PackageCard({ pkg, action }: { pkg: PujaPackage; action?: ReactNode }) {
  const { t } = usePujasT();
  const count = peopleCount(pkg.numberOfPeople);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[12px] bg-white shadow-raised ring-1 ring-cream-200">
      <div className="aspect-[4/3] bg-cream-100">
        <img
          src={pkg.img}
          alt={t('packages.imageAlt', { title: pkg.thumbnailTitle, count })}
          loading="lazy"
          className="h-full w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-display text-lg font-bold leading-snug">{pkg.thumbnailTitle}</h3>
        <p className="mt-0.5 flex items-center gap-1.5 text-sm text-ink-600">
          <Users className="h-4 w-4 text-saffron-600" aria-hidden /> {t('packages.people', { count })}
        </p>
        <Price value={pkg.price} className="mt-2 font-display text-[28px] font-bold leading-none text-maroon-800" />
        <div className="my-4 h-px bg-cream-200" aria-hidden />
        <ul className="space-y-2 text-sm text-ink-900">
          {pkg.pointsOfDescription.map((point) => (
            <li key={point} className="flex gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
              {point}
            </li>
          ))}
        </ul>
        {action && <div className="mt-auto pt-5">{action}</div>}
      </div>
    </article>
  );
}
