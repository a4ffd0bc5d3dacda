import { ArrowRight, Flower2 } from 'lucide-react';
import { PujaCard } from '../../../components/catalog/PujaCard';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { SectionHeading } from '../../../components/ui/PageHero';
import { CardGridSkeleton } from '../../../components/ui/Skeleton';
import { useFeaturedPujas } from '../api/featured-pujas';
import { pickFeatured, showViewAllPujas } from '../featured';
import { useT } from '../../../lib/i18n/index';
import { useHomeT } from '../i18n';

/**
 * The 3 pujas most devotees joined. The spec lets this list fail quietly (an empty list), so a
 * failure shows a soft note with a retry and a way to all pujas; an empty catalog hides the section.
 */
export function FeaturedPujas() {
  const { data, isPending, isError, refetch, isFetching } = useFeaturedPujas();
  if (!isPending && !isError && data.length === 0) return null;
  const { t } = useHomeT();
  const { t: tc } = useT();
  const viewAll = !isPending && !isError && showViewAllPujas(data.length);

  return (
    <section aria-labelledby="featured-pujas" className="container-page py-10 md:py-14">
      <SectionHeading
        id="featured-pujas"
        title={t('featured.title')}
        subtitle={t('featured.subtitle')}
        action={
          viewAll && (
            <ButtonLink to="/pujas" variant="outline">
              {t('featured.viewAll')} <ArrowRight className="h-4 w-4" aria-hidden />
            </ButtonLink>
          )
        }
      />
      {isPending ? (
        <CardGridSkeleton count={3} label={t('featured.loading')} />
      ) : isError ? (
        <div
          role="status"
          className="flex flex-col items-center gap-4 rounded-[12px] bg-cream-100 px-6 py-8 text-center ring-1 ring-cream-200 sm:flex-row sm:text-left"
        >
          <Flower2 className="h-10 w-10 shrink-0 text-saffron-600" aria-hidden />
          <p className="flex-1 text-ink-900">
            {t('featured.failed')}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? t('featured.retrying') : tc('common.retry')}
            </Button>
            <ButtonLink to="/pujas">{t('featured.viewAll')}</ButtonLink>
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
