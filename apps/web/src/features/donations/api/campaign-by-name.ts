import { useQuery } from '@tanstack/react-query';
import type { CatalogApi } from '@sankalp/shared/api/catalog';
import { ApiError, apiGet } from '../../../lib/api';
import { bootDataOptions } from '../../../lib/boot-data';

type CampaignByName = CatalogApi['GET /donationcampaigns/donationByname/{name}'];
const campaignPath = (name: string) => `/donationcampaigns/donationByname/${encodeURIComponent(name)}`;

export async function fetchCampaignByName(name: string, signal?: AbortSignal) {
  const campaign = await apiGet<CampaignByName | null>(campaignPath(name), signal);
  if (!campaign) throw new ApiError('Campaign not found', 404);
  return campaign;
}

export const useCampaignByName = (name: string, enabled: boolean) =>
  useQuery({
    queryKey: ['donations', 'campaign', 'name', name],
    queryFn: ({ signal }) => fetchCampaignByName(name, signal),
    enabled: enabled && name !== '',
    ...bootDataOptions<CampaignByName>(campaignPath(name)),
  });
