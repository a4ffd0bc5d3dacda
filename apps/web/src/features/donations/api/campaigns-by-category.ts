import type { CategoryTab } from '../lib/categories';

/** GET /donationcampaigns, or /donationcampaigns/category/{category} for one category's tab. */
export const campaignsPath = (tab: CategoryTab) =>
  tab === 'all' ? '/donationcampaigns' : `/donationcampaigns/category/${encodeURIComponent(tab)}`;
