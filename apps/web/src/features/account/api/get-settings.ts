import { useQuery } from '@tanstack/react-query';
import { parseStoredSettings, type Settings } from '@sankalp/shared/schemas/settings';
import { apiGet } from '../../../lib/api';

export const settingsKey = (userId: string) => ['account', 'settings', userId] as const;

/** GET /users/{id}/settings (defaults until first saved), read forgivingly. */
export async function fetchSettings(userId: string, signal?: AbortSignal): Promise<Settings> {
  const data = await apiGet<{ settings?: unknown }>(`/users/${encodeURIComponent(userId)}/settings`, signal);
  return parseStoredSettings(data.settings ?? {});
}

export const useServerSettings = (userId: string | undefined) =>
  useQuery({
    queryKey: settingsKey(userId ?? ''),
    queryFn: ({ signal }) => fetchSettings(userId!, signal),
    enabled: !!userId,
    staleTime: 0,
  });
