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
import { useAstroT } from '../i18n';

export default function AstroPage() {
  const { t } = useAstroT();
  useTitle(t('titles.list'));
  const pandits = usePandits();
  return (
    <>
      <AstroHero />
      <section aria-labelledby="astrologers" className="container-page py-10 md:py-14">
        <SectionHeading
          id="astrologers"
          title={t('list.title')}
          subtitle={t('list.subtitle')}
        />
        {pandits.status === 'pending' || pandits.retrying ? (
          <CardGridSkeleton count={3} label={t('list.loading')} />
        ) : pandits.status === 'error' ? (
          <ErrorState message={t('list.failed')} onRetry={pandits.retry} />
        ) : pandits.items.length === 0 ? (
          <EmptyState
            title={t('list.noneTitle')}
            message={t('list.noneText')}
            action={
              <ButtonLink to="/" variant="outline">
                {t('list.home')}
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
            <ShowMore count={pandits.items.length} noun="astrologers" list={pandits} />
          </>
        )}
      </section>
      <AstroReviews />
    </>
  );
}
