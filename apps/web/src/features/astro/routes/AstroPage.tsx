import { ShowMore } from '../../../components/catalog/ShowMore';
import { ButtonLink } from '../../../components/ui/Button';
import { SectionHeading } from '../../../components/ui/PageHero';
import { CardGridSkeleton } from '../../../components/ui/Skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import { useTitle } from '../../../lib/use-title';
import { usePandits } from '../api/get-pandits';
import { AstroHero } from '../components/AstroHero';
import { AstrologerCard } from '../components/AstrologerCard';
import { AstroReviews } from '../components/AstroReviews';

export default function AstroPage() {
  useTitle('Astrology Consultations');
  const pandits = usePandits();
  return (
    <>
      <AstroHero />
      <section aria-labelledby="astrologers" className="container-page py-10 md:py-14">
        <SectionHeading
          id="astrologers"
          title="Our Astrologers"
          subtitle="Choose an astrologer to see their profile and book a call."
        />
        {pandits.status === 'pending' || pandits.retrying ? (
          <CardGridSkeleton count={3} label="Loading astrologers…" />
        ) : pandits.status === 'error' ? (
          <ErrorState message="Failed to load astrologers. Please try again later." onRetry={pandits.retry} />
        ) : pandits.items.length === 0 ? (
          <EmptyState
            title="No astrologers available at the moment"
            message="Please check back soon."
            action={
              <ButtonLink to="/" variant="outline">
                Back to Home
              </ButtonLink>
            }
          />
        ) : (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {pandits.items.map((p, i) => (
                <li key={p._id}>
                  <AstrologerCard pandit={p} lazy={i >= 3} />
                </li>
              ))}
            </ul>
            <ShowMore count={pandits.items.length} noun="astrologers" singular="astrologer" list={pandits} />
          </>
        )}
      </section>
      <AstroReviews />
    </>
  );
}
