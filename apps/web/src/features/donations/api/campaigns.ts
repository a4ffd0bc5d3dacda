import { useQuery } from '@tanstack/react-query';
import type { CatalogApi } from '@sankalp/shared/api/catalog';
import { apiGet } from '../../../lib/api';
import type { CategoryTab } from '../lib/categories';
import { fetchCampaignsByCategory } from './campaigns-by-category';

export const fetchCampaigns = (signal?: AbortSignal) =>
  apiGet<CatalogApi['GET /donationcampaigns'] | null>('/donationcampaigns', signal).then((d) => d ?? []);

/** Every campaign, or one category's (spec part 2 § 7, Campaign list). */
export const useCampaignList = (tab: CategoryTab) =>
  useQuery({
    queryKey: ['donations', 'campaigns', tab],
    queryFn: ({ signal }) => (tab === 'all' ? fetchCampaigns(signal) : fetchCampaignsByCategory(tab, signal)),
  });
