import { ArrowDown } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { PageHero } from '../../../components/ui/PageHero';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { usePujasT } from '../i18n';

export function PujasHero({ listId }: { listId: string }) {
  const { t } = usePujasT();
  return (
    <PageHero
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      image="/art/hero-pujas.svg"
    >
      <Button size="lg" onClick={() => scrollToSection(listId)}>
        {t('hero.explore')} <ArrowDown className="h-5 w-5" aria-hidden />
      </Button>
    </PageHero>
  );
}
