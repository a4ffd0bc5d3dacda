import { ArrowDown, ShieldCheck, Truck } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { PageHero } from '../../../components/ui/PageHero';
import { useStoreT } from '../i18n';

export function StoreHero({ onExplore }: { onExplore: () => void }) {
  const { t } = useStoreT();
  return (
    <PageHero
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      image="/art/hero-store.svg"
    >
      <Button size="lg" onClick={onExplore}>
        {t('hero.explore')}
        <ArrowDown className="h-5 w-5" aria-hidden />
      </Button>
      <ul className="flex w-full flex-wrap gap-x-6 gap-y-2 pt-2 text-sm text-cream-100">
        <li className="flex items-center gap-2">
          <ShieldCheck className="h-4 w-4 text-gold-400" aria-hidden />
          {t('hero.secure')}
        </li>
        <li className="flex items-center gap-2">
          <Truck className="h-4 w-4 text-gold-400" aria-hidden />
          {t('hero.dispatch')}
        </li>
      </ul>
    </PageHero>
  );
}
