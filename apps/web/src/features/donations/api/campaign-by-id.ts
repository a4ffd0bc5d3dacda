import { useQuery } from '@tanstack/react-query';
import type { CatalogApi } from '@sankalp/shared/api/catalog';
import { ApiError, apiGet } from '../../../lib/api';

export async function fetchCampaignById(id: string, signal?: AbortSignal) {
  const campaign = await apiGet<CatalogApi['GET /donationcampaigns/{id}'] | null>(
    `/donationcampaigns/${encodeURIComponent(id)}`,
    signal,
  );
  if (!campaign) throw new ApiError('Campaign not found', 404);
  return campaign;
}

export const useCampaignById = (id: string | undefined) =>
  useQuery({
    queryKey: ['donations', 'campaign', 'id', id],
    queryFn: ({ signal }) => fetchCampaignById(id as string, signal),
    enabled: Boolean(id),
  });
