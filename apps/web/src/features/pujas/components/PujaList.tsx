import { PujaCard } from '../../../components/catalog/PujaCard';
import { ButtonLink } from '../../../components/ui/Button';
import { SectionHeading } from '../../../components/ui/PageHero';
import { CardGridSkeleton } from '../../../components/ui/Skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import { useAllPujas } from '../../../lib/catalog/pujas';
import { openPujasFirst } from '../list-order';

/** Every puja as a card, open ones first; skeletons while loading, 'Failed to fetch pujas' with a retry, or empty. */
export function PujaList({ id }: { id: string }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useAllPujas();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="container-page scroll-mt-32 py-10 md:scroll-mt-20 md:py-14"
    >
      <SectionHeading
        id={`${id}-title`}
        title="Puja Options"
        subtitle="Choose a puja, then the way you would like to participate: alone, as a couple or with your family."
      />
      {isPending || (isError && isRefetching) ? (
        <CardGridSkeleton count={6} label="Loading pujas…" />
      ) : isError ? (
        <ErrorState title="Failed to fetch pujas" message={error.message} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          title="No pujas are open for booking right now"
          message="New pujas are added for every tithi and festival. Meanwhile, you can join today’s live darshan."
          action={<ButtonLink to="/live">Watch Live Darshan</ButtonLink>}
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {openPujasFirst(data).map((puja) => (
            <li key={puja._id}>
              <PujaCard puja={puja} showCeremony />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
