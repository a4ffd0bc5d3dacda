import { useQuery } from '@tanstack/react-query';
import type { CatalogApi } from '@sankalp/shared/api/catalog';
import { catalogPaths } from '@sankalp/shared/api/catalog-paths';
import { ApiError, apiGet } from '../../../lib/api';

type CampaignByName = CatalogApi['GET /donationcampaigns/donationByname/{name}'];

export async function fetchCampaignByName(name: string, signal?: AbortSignal) {
  const campaign = await apiGet<CampaignByName | null>(catalogPaths.campaignByName(name), signal);
  if (!campaign) throw new ApiError('Campaign not found', 404);
  return campaign;
}

export const useCampaignByName = (name: string, enabled: boolean) =>
  useQuery({
    queryKey: ['donations', 'campaign', 'name', name],
    queryFn: ({ signal }) => fetchCampaignByName(name, signal),
    enabled: enabled && name !== '',
  });
