import { useTitle } from '../../../lib/use-title';
import { AboutUs } from '../components/AboutUs';
import { FeaturedPujas } from '../components/FeaturedPujas';
import { HomeCarousels } from '../components/HomeCarousels';
import { HomeFaq } from '../components/HomeFaq';
import { HomeHero } from '../components/HomeHero';
import { SpiritualPathways } from '../components/SpiritualPathways';

export default function HomePage() {
  useTitle('Book Pujas, Chadhava and Live Darshan');
  return (
    <>
      <HomeHero />
      <AboutUs />
      <FeaturedPujas />
      <SpiritualPathways />
      <HomeCarousels />
      <HomeFaq />
    </>
  );
}
