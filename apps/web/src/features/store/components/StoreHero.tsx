import { ArrowDown, ShieldCheck, Truck } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { PageHero } from '../../../components/ui/PageHero';

export function StoreHero({ onExplore }: { onExplore: () => void }) {
  return (
    <PageHero
      eyebrow="Sankalp Store"
      title="Sacred attire and puja essentials, blessed for your home altar"
      subtitle="Handpicked dhotis, chunris, diyas, malas and kalash for your daily puja and festivals, delivered to your door."
      image="/art/hero-store.svg"
    >
      <Button size="lg" onClick={onExplore}>
        Explore Collection
        <ArrowDown className="h-5 w-5" aria-hidden />
      </Button>
      <ul className="flex w-full flex-wrap gap-x-6 gap-y-2 pt-2 text-sm text-cream-100">
        <li className="flex items-center gap-2">
          <ShieldCheck className="h-4 w-4 text-gold-400" aria-hidden />
          Secure card and UPI payment
        </li>
        <li className="flex items-center gap-2">
          <Truck className="h-4 w-4 text-gold-400" aria-hidden />
          Dispatched within 2-3 business days
        </li>
      </ul>
    </PageHero>
  );
}
