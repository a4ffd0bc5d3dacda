import { ArrowRight, Flower2 } from 'lucide-react';
import { PujaCard } from '../../../components/catalog/PujaCard';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { SectionHeading } from '../../../components/ui/PageHero';
import { CardGridSkeleton } from '../../../components/ui/Skeleton';
import { useFeaturedPujas } from '../api/featured-pujas';
import { pickFeatured, showViewAllPujas } from '../featured';

/**
 * The 3 pujas most devotees joined. The spec lets this list fail quietly (an empty list), so a
 * failure shows a soft note with a retry and a way to all pujas; an empty catalog hides the section.
 */
export function FeaturedPujas() {
  const { data, isPending, isError, refetch, isFetching } = useFeaturedPujas();
  if (!isPending && !isError && data.length === 0) return null;
  const viewAll = !isPending && !isError && showViewAllPujas(data.length);

  return (
    <section aria-labelledby="featured-pujas" className="container-page py-10 md:py-14">
      <SectionHeading
        id="featured-pujas"
        title="Featured Pujas"
        subtitle="The pujas most devotees are joining now, performed at the temple in your name and gotra."
        action={
          viewAll && (
            <ButtonLink to="/pujas" variant="outline">
              View All Pujas <ArrowRight className="h-4 w-4" aria-hidden />
            </ButtonLink>
          )
        }
      />
      {isPending ? (
        <CardGridSkeleton count={3} label="Loading featured pujas…" />
      ) : isError ? (
        <div
          role="status"
          className="flex flex-col items-center gap-4 rounded-[12px] bg-cream-100 px-6 py-8 text-center ring-1 ring-cream-200 sm:flex-row sm:text-left"
        >
          <Flower2 className="h-10 w-10 shrink-0 text-saffron-600" aria-hidden />
          <p className="flex-1 text-ink-900">
            We could not load the featured pujas just now. Every puja is still open for booking on the pujas page.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? 'Trying again…' : 'Try Again'}
            </Button>
            <ButtonLink to="/pujas">View All Pujas</ButtonLink>
          </div>
        </div>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {pickFeatured(data).map((puja) => (
            <li key={puja._id}>
              <PujaCard puja={puja} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
