import { Check, Info } from 'lucide-react';
import type { PujaPackage } from '@sankalp/shared/api/catalog';
import { Button } from '../../../components/ui/Button';
import { Price } from '../../../components/ui/Price';
import { peopleLabel } from '../lib/packages';
import { SafeImage } from './SafeImage';
import { useBookingT } from '../i18n/index';

/**
 * Choosing the package here when the link did not carry one (or carried one the puja no longer
 * offers): the devotee is never left on a blank page.
 */
export function PackageChoice({
  packages,
  message,
  currentId,
  onChoose,
  onCancel,
}: {
  packages: PujaPackage[];
  message?: string;
  currentId?: string;
  onChoose: (pkg: PujaPackage) => void;
  onCancel?: () => void;
}) {
  const { t } = useBookingT();
  return (
    <section aria-labelledby="package-choice-title" className="rounded-[12px] bg-white p-5 shadow-raised md:p-6">
      <h2 id="package-choice-title" className="font-display text-[22px] font-bold">
        {t('package.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('package.text')}</p>
      {message && (
        <p role="status" className="mt-4 flex gap-2 rounded-[10px] bg-cream-100 p-3 text-sm text-ink-900">
          <Info className="mt-0.5 h-4 w-4 shrink-0 text-saffron-700" aria-hidden /> {message}
        </p>
      )}
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {packages.map((pkg) => {
          const current = pkg._id === currentId;
          return (
            <li key={pkg._id} className={`flex flex-col rounded-[12px] border-2 p-4 ${current ? 'border-saffron-600 bg-saffron-50/40' : 'border-cream-200'}`}>
              <div className="flex items-center gap-3">
                <SafeImage src={pkg.img} alt="" className="aspect-square w-14 shrink-0 rounded-[10px]" />
                <div className="min-w-0">
                  <h3 className="font-semibold text-ink-900">{pkg.thumbnailTitle}</h3>
                  <p className="text-sm text-ink-600">{peopleLabel(pkg.numberOfPeople)}</p>
                </div>
                <Price value={pkg.price} className="ml-auto text-lg font-bold text-maroon-800" />
              </div>
              {pkg.pointsOfDescription.length > 0 && (
                <ul className="mt-3 space-y-1 text-sm text-ink-600">
                  {pkg.pointsOfDescription.slice(0, 3).map((p) => (
                    <li key={p} className="flex gap-2">
                      <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden /> {p}
                    </li>
                  ))}
                </ul>
              )}
              <Button
                variant={current ? 'primary' : 'outline'}
                className="mt-4 w-full"
                onClick={() => onChoose(pkg)}
                aria-label={t('package.chooseName', { name: pkg.thumbnailTitle })}
              >
                {current ? t('package.keep') : t('package.choose')}
              </Button>
            </li>
          );
        })}
      </ul>
      {onCancel && (
        <Button variant="ghost" className="mt-4" onClick={onCancel}>
          {t('package.cancel')}
        </Button>
      )}
    </section>
  );
}
