import { Link } from 'react-router';
import { PageHero } from '../../../components/ui/PageHero';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { useLiveT } from '../i18n';

// Hero actions sit on the maroon gradient, so they use gold and outlined white instead of the
// saffron primary (which would not stand out from the gradient).
const goldAction =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-gold-400 px-6 font-semibold text-maroon-900 shadow-sm transition-colors hover:bg-gold-300';
const outlineAction =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-white/80 px-6 font-semibold text-white transition-colors hover:bg-white/10';

export function LiveHero({ listId }: { listId: string }) {
  const join = () => scrollToSection(listId);
  const { t } = useLiveT();
  return (
    <PageHero
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      image="/art/hero-live.svg"
    >
      <button type="button" onClick={join} className={goldAction}>
        {t('hero.join')}
      </button>
      <Link to="/watch-live" className={outlineAction}>
        {t('hero.kashi')}
      </Link>
    </PageHero>
  );
}
