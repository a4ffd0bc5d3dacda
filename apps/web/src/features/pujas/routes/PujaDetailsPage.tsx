import { lazy, useRef } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import type { Puja, PujaDetail } from '@sankalp/shared/api/catalog';
import { matchesSlug } from '@sankalp/shared/slug';
import { usePujaStatus } from '../../../components/catalog/use-puja-status';
import { isNotFound } from '../../../lib/api';
import { useTitle } from '../../../lib/use-title';
import { usePujaByName } from '../../../lib/catalog/pujas';
import { AboutPuja } from '../components/details/AboutPuja';
import { AboutTemple } from '../components/details/AboutTemple';
import { DetailsHero } from '../components/details/DetailsHero';
import { FloatingWhatsApp } from '../components/details/FloatingWhatsApp';
import { PujaBenefits } from '../components/details/PujaBenefits';
import { PujaDetailsSkeleton } from '../components/details/PujaDetailsSkeleton';
import { PujaNotFound } from '../components/details/PujaNotFound';
import { StickyPackageBar } from '../components/details/StickyPackageBar';
import { WaysToParticipate } from '../components/details/WaysToParticipate';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { WhenVisible } from '../../../components/ui/WhenVisible';
import { useInView } from '../use-in-view';
import { usePujasT } from '../i18n';

// Below the fold and the same for every puja: loaded as the devotee scrolls towards them, so the
// first render (and a slow phone's main thread) carries only this puja's own sections.
const DetailsCarousels = lazy(() => import('../components/details/DetailsCarousels').then((m) => ({ default: m.DetailsCarousels })));
const PujaFaqSection = lazy(() => import('../components/details/PujaFaqSection').then((m) => ({ default: m.PujaFaqSection })));

/** /puja-details/:name — with no name, the pujas list (spec part 2 § 2). */
export default function PujaDetailsPage() {
  const { name } = useParams();
  if (!name) return <Navigate to="/pujas" replace />;
  return <PujaDetails slug={name} />;
}

function PujaDetails({ slug }: { slug: string }) {
  // A card passes its puja along: shown at once while the full record loads.
  const seed = (useLocation().state as { puja?: Puja } | null)?.puja;
  const query = usePujaByName(slug, seed && matchesSlug(seed.title, slug) ? asDetailPlaceholder(seed) : undefined);
  const { t } = usePujasT();
  useTitle(query.data?.title ?? t('pujaTitle'));

  // A retry after a failure shows the skeleton again, so Try Again visibly does something.
  if (query.isPending || (query.isError && query.isFetching)) return <PujaDetailsSkeleton />;
  if (query.isError) return <PujaNotFound onRetry={isNotFound(query.error) ? undefined : () => void query.refetch()} />;
  return <PujaDetailsView puja={query.data} loadingFull={query.isPlaceholderData} />;
}

function PujaDetailsView({ puja, loadingFull }: { puja: PujaDetail; loadingFull: boolean }) {
  const status = usePujaStatus(puja.startTime, puja.endTime);
  const closed = status === 'closed';
  // Not yet confirmed by its temple (or changed since): shown, but not bookable (B9).
  const awaiting = !closed && !puja.approval;
  const packagesRef = useRef<HTMLElement>(null);
  const packagesInView = useInView(packagesRef);
  // The bar repeats the hero's button: show it only once both are off screen.
  const heroRef = useRef<HTMLDivElement>(null);
  const heroInView = useInView(heroRef);
  const showBar = !packagesInView && !heroInView;
  const toPackages = () => scrollToSection('packages');

  return (
    <>
      <div ref={heroRef}>
        <DetailsHero puja={puja} status={status} awaiting={awaiting} onSelectPackage={toPackages} />
      </div>
      <AboutPuja puja={puja} />
      <AboutTemple puja={puja} loading={loadingFull} />
      <PujaBenefits benefits={puja.benefitsOfPuja} />
      <WaysToParticipate puja={puja} closed={closed} awaiting={awaiting} sectionRef={packagesRef} />
      <WhenVisible minHeight={1200}>
        <DetailsCarousels />
      </WhenVisible>
      <WhenVisible minHeight={650}>
        <PujaFaqSection />
      </WhenVisible>
      <StickyPackageBar visible={showBar} closed={closed} awaiting={awaiting} onSelect={toPackages} />
      <FloatingWhatsApp pujaTitle={puja.title} raised={showBar} />
    </>
  );
}

/**
 * A card's list-shaped puja as a placeholder for the details page: it lacks aboutTemple and the
 * chadhava items, which fill in when the full record arrives.
 */
function asDetailPlaceholder(seed: Puja): PujaDetail {
  return { aboutTemple: '', chadhavaPooja: [], type: '', duration: '', ...seed };
}
