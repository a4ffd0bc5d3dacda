import { ArrowDown } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { PageHero } from '../../../components/ui/PageHero';
import { scrollToSection } from '../../../lib/scroll-to-section';

export function PujasHero({ listId }: { listId: string }) {
  return (
    <PageHero
      eyebrow="Book a Puja"
      title="Sacred pujas at India’s holiest temples"
      subtitle="Performed by temple pandits with your name and gotra in the sankalp, with a video of your puja and an Aashirwad Box of prasad at your door."
      image="/art/hero-pujas.svg"
    >
      <Button size="lg" onClick={() => scrollToSection(listId)}>
        Explore Puja Options <ArrowDown className="h-5 w-5" aria-hidden />
      </Button>
    </PageHero>
  );
}
