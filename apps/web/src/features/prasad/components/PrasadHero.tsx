import { Flower2, PackageCheck, Truck } from 'lucide-react';
import { PROMISE_FIGURES } from '@sankalp/shared/promises';
import { PageHero } from '../../../components/ui/PageHero';
import { usePrasadT } from '../i18n';

export function PrasadHero() {
  const { t } = usePrasadT();
  const points = [
    { icon: Flower2, text: t('hero.offered') },
    { icon: PackageCheck, text: t('hero.sealed') },
    { icon: Truck, text: t('hero.ships', { days: PROMISE_FIGURES.prasadDeliveryDays }) },
  ];
  return (
    <PageHero
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      image="/art/hero-prasad.svg"
    >
      <ul className="flex flex-col gap-2 text-sm text-cream-100 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2">
            <Icon className="h-4 w-4 shrink-0 text-gold-400" aria-hidden />
            {text}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
