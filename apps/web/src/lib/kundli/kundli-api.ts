import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DayPanchang, Kundli, Place, SavedKundli } from '@sankalp/shared/api/kundli';
import type { KundliRequestInput, KundliSaveInput } from '@sankalp/shared/schemas/kundli';
import { apiDelete, apiGet, apiRequest } from '../api';

/**
 * The kundli, panchang and places calls (issue 11), shared by the kundli pages, the panchang page
 * and the account's saved kundlis. A kundli is a pure computation: one cache entry per inputs.
 */
export const kundliKeys = {
  chart: (req: KundliRequestInput) => ['kundli', 'chart', req] as const,
  saved: ['kundli', 'saved'] as const,
  panchang: (date: string, place: Place) =>
    ['panchang', date, place.latitude, place.longitude, place.timezone] as const,
  places: (q: string) => ['places', q.toLowerCase()] as const,
};

export async function computeKundli(req: KundliRequestInput, signal?: AbortSignal): Promise<Kundli> {
  const body = await apiRequest<{ data: Kundli }>('/kundli', { method: 'POST', body: req, signal });
  return body.data;
}

export const useKundli = (req: KundliRequestInput | null) =>
  useQuery({
    queryKey: kundliKeys.chart(req ?? ({} as KundliRequestInput)),
    queryFn: ({ signal }) => computeKundli(req!, signal),
    enabled: req !== null,
    staleTime: Infinity,
  });

export const useSavedKundlis = (enabled: boolean) =>
  useQuery({
    queryKey: kundliKeys.saved,
    queryFn: async ({ signal }) => (await apiGet<{ kundlis: SavedKundli[] }>('/kundli/saved', signal)).kundlis,
    enabled,
  });

export function useSaveKundli() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (k: KundliSaveInput) =>
      (await apiRequest<{ data: SavedKundli }>('/kundli/saved', { method: 'POST', body: k })).data,
    onSuccess: () => void qc.invalidateQueries({ queryKey: kundliKeys.saved }),
  });
}

export function useDeleteSavedKundli() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/kundli/saved/${encodeURIComponent(id)}`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: kundliKeys.saved }),
  });
}

export const usePanchang = (date: string, place: Place) =>
  useQuery({
    queryKey: kundliKeys.panchang(date, place),
    queryFn: ({ signal }) =>
      apiGet<DayPanchang>(
        `/panchang?${new URLSearchParams({ date, latitude: String(place.latitude), longitude: String(place.longitude), timezone: place.timezone })}`,
        signal,
      ),
    staleTime: 60 * 60 * 1000,
    placeholderData: keepPreviousData,
  });

export const usePlaces = (q: string) =>
  useQuery({
    queryKey: kundliKeys.places(q),
    queryFn: async ({ signal }) =>
      (
        await apiGet<{ places: Place[]; attribution: string }>(
          `/places?${new URLSearchParams({ q, limit: '8' })}`,
          signal,
        )
      ).places,
    enabled: q.trim().length >= 2,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

/** "Varanasi, Uttar Pradesh, IN". */
export const placeLabel = (p: Place) => [p.name, p.region, p.country].filter(Boolean).join(', ');
