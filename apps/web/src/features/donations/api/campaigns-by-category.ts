import type { CatalogApi } from '@sankalp/shared/api/catalog';
import type { CampaignCategory } from '@sankalp/shared/constants';
import { apiGet } from '../../../lib/api';

export const fetchCampaignsByCategory = (category: CampaignCategory, signal?: AbortSignal) =>
  apiGet<CatalogApi['GET /donationcampaigns/category/{category}'] | null>(
    `/donationcampaigns/category/${category}`,
    signal,
  ).then((d) => d ?? []);
