import { HandHeart } from 'lucide-react';
import { ShowMore } from '../../../components/catalog/ShowMore';
import { Button } from '../../../components/ui/Button';
import { CardGridSkeleton } from '../../../components/ui/Skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import { useCampaignList } from '../api/campaigns';
import type { CategoryTab } from '../lib/categories';
import { CampaignCard } from './CampaignCard';
import { useDonationsT } from '../i18n';

/** One tab's campaigns, a page at a time, with loading, failure and empty states (spec part 2 § 8, Donations). */
export function CampaignList({ tab, onShowAll }: { tab: CategoryTab; onShowAll: () => void }) {
  const { t } = useDonationsT();
  const list = useCampaignList(tab);
  if (list.status === 'pending' || list.retrying) return <CardGridSkeleton count={6} label={t('list.loading')} />;
  if (list.status === 'error') {
    return (
      <ErrorState
        title={t('list.failedTitle')}
        message={t('list.failedText')}
        onRetry={list.retry}
      />
    );
  }
  if (list.items.length === 0) {
    return (
      <EmptyState
        icon={<HandHeart className="h-12 w-12" aria-hidden />}
        title={t('list.noneTitle')}
        message={t('list.noneText')}
        action={
          tab === 'all' ? undefined : (
            <Button variant="outline" onClick={onShowAll}>
              {t('list.showAll')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {list.items.map((c, i) => (
          <li key={c._id}>
            <CampaignCard campaign={c} eager={i < 3} />
          </li>
        ))}
      </ul>
      <ShowMore count={list.items.length} noun="campaigns" list={list} />
    </>
  );
}
