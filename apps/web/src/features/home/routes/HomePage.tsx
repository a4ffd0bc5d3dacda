import { lazy } from 'react';
import { WhenVisible } from '../../../components/ui/WhenVisible';
import { useTitle } from '../../../lib/use-title';
import { AboutUs } from '../components/AboutUs';
import { FeaturedPujas } from '../components/FeaturedPujas';
import { HomeHero } from '../components/HomeHero';
import { SpiritualPathways } from '../components/SpiritualPathways';
import { useHomeT } from '../i18n';

// Below the fold: loaded as the devotee scrolls towards them.
const HomeCarousels = lazy(() => import('../components/HomeCarousels').then((m) => ({ default: m.HomeCarousels })));
const HomeFaq = lazy(() => import('../components/HomeFaq').then((m) => ({ default: m.HomeFaq })));

export default function HomePage() {
  const { t } = useHomeT();
  useTitle(t('title'));
  return (
    <>
      <HomeHero />
      <AboutUs />
      <FeaturedPujas />
      <SpiritualPathways />
      <WhenVisible minHeight={1100}>
        <HomeCarousels />
      </WhenVisible>
      <WhenVisible minHeight={700}>
        <HomeFaq />
      </WhenVisible>
    </>
  );
}
