import { ArrowDown, BookOpen } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { PageHero } from '../../../components/ui/PageHero';

export function KundliHero({ onGenerate, onLearnMore }: { onGenerate: () => void; onLearnMore: () => void }) {
  return (
    <PageHero
      eyebrow="Janam Kundli"
      title="Your birth chart, prepared with care"
      subtitle="A Vedic kundli maps the sky at the moment you were born: your lagna, the nine grahas and the dashas that shape each season of life."
      image="/art/kundli-chart.svg"
    >
      <Button size="lg" onClick={onGenerate}>
        Generate Kundli
        <ArrowDown className="h-5 w-5" aria-hidden />
      </Button>
      <Button size="lg" variant="secondary" onClick={onLearnMore}>
        <BookOpen className="h-5 w-5" aria-hidden />
        Learn More
      </Button>
    </PageHero>
  );
}
