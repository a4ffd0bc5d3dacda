import { Flower2, PackageCheck, Truck } from 'lucide-react';
import { POLICY } from '@sankalp/shared/constants';
import { PageHero } from '../../../components/ui/PageHero';

const POINTS = [
  { icon: Flower2, text: 'Offered in the sanctum before it is packed' },
  { icon: PackageCheck, text: 'Sealed with care for freshness' },
  { icon: Truck, text: `Ships ${POLICY.prasadShipBusinessDays} business days after the puja, with tracking` },
];

export function PrasadHero() {
  return (
    <PageHero
      eyebrow="Temple Prasad"
      title="Blessed prasad from India's sacred temples, delivered to your home"
      subtitle="Receive the blessings of Kashi, Tirupati, Puri and more, wherever you live."
      image="/art/hero-prasad.svg"
    >
      <ul className="flex flex-col gap-2 text-sm text-cream-100 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {POINTS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2">
            <Icon className="h-4 w-4 shrink-0 text-gold-400" aria-hidden />
            {text}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
