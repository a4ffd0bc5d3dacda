import type { Campaign, CatalogApi } from '@sankalp/shared/api/catalog';
import { fetchPage, useCatalogPages } from '../../../lib/catalog/pages';
import type { CategoryTab } from '../lib/categories';
import { campaignsPath } from './campaigns-by-category';

export const campaignPagesKey = (tab: CategoryTab) => ['donations', 'campaigns', tab] as const;

/** One page of every campaign, or of one category's (spec part 2 § 7, Campaign list). */
export const fetchCampaignPage = (tab: CategoryTab, cursor: string | null, signal?: AbortSignal) =>
  fetchPage<CatalogApi['GET /donationcampaigns'], Campaign>(campaignsPath(tab), (d) => d, { cursor, signal });

export const useCampaignList = (tab: CategoryTab) =>
  useCatalogPages<Campaign>({
    queryKey: campaignPagesKey(tab),
    fetchPage: (cursor, signal) => fetchCampaignPage(tab, cursor, signal),
  });
