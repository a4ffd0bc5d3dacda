import { useQuery } from '@tanstack/react-query';
import type { CatalogApi } from '@sankalp/shared/api/catalog';
import { ApiError, apiGet } from '../../../lib/api';

export async function fetchCampaignByName(name: string, signal?: AbortSignal) {
  const campaign = await apiGet<CatalogApi['GET /donationcampaigns/donationByname/{name}'] | null>(
    `/donationcampaigns/donationByname/${encodeURIComponent(name)}`,
    signal,
  );
  if (!campaign) throw new ApiError('Campaign not found', 404);
  return campaign;
}

export const useCampaignByName = (name: string, enabled: boolean) =>
  useQuery({
    queryKey: ['donations', 'campaign', 'name', name],
    queryFn: ({ signal }) => fetchCampaignByName(name, signal),
    enabled: enabled && name !== '',
  });
