import { ArrowDown, BookOpen } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { PageHero } from '../../../components/ui/PageHero';
import { useKundliT } from '../i18n';

export function KundliHero({ onGenerate, onLearnMore }: { onGenerate: () => void; onLearnMore: () => void }) {
  const { t } = useKundliT();
  return (
    <PageHero
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      image="/art/kundli-chart.svg"
    >
      <Button size="lg" onClick={onGenerate}>
        {t('hero.generate')}
        <ArrowDown className="h-5 w-5" aria-hidden />
      </Button>
      <Button size="lg" variant="secondary" onClick={onLearnMore}>
        <BookOpen className="h-5 w-5" aria-hidden />
        {t('hero.learnMore')}
      </Button>
    </PageHero>
  );
}
