import { HandHeart } from 'lucide-react';
import { ShowMore } from '../../../components/catalog/ShowMore';
import { Button } from '../../../components/ui/Button';
import { CardGridSkeleton } from '../../../components/ui/Skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import { useCampaignList } from '../api/campaigns';
import type { CategoryTab } from '../lib/categories';
import { CampaignCard } from './CampaignCard';

/** One tab's campaigns, a page at a time, with loading, failure and empty states (spec part 2 § 8, Donations). */
export function CampaignList({ tab, onShowAll }: { tab: CategoryTab; onShowAll: () => void }) {
  const list = useCampaignList(tab);
  if (list.status === 'pending' || list.retrying) return <CardGridSkeleton count={6} label="Loading campaigns…" />;
  if (list.status === 'error') {
    return (
      <ErrorState
        title="Campaigns could not be loaded"
        message="Failed to load campaigns from server"
        onRetry={list.retry}
      />
    );
  }
  if (list.items.length === 0) {
    return (
      <EmptyState
        icon={<HandHeart className="h-12 w-12" aria-hidden />}
        title="No campaigns found for the selected category"
        message="Every campaign needs support. See the others that are open now."
        action={
          tab === 'all' ? undefined : (
            <Button variant="outline" onClick={onShowAll}>
              Show all campaigns
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
      <ShowMore count={list.items.length} noun="campaigns" singular="campaign" list={list} />
    </>
  );
}
