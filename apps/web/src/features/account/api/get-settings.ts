import { useQuery } from '@tanstack/react-query';
import { fetchAccountSettings } from '../../../lib/auth/account-settings';

export const settingsKey = (userId: string) => ['account', 'settings', userId] as const;

/** GET /users/{id}/settings (defaults until first saved). */
export const useServerSettings = (userId: string | undefined) =>
  useQuery({
    queryKey: settingsKey(userId ?? ''),
    queryFn: async ({ signal }) => (await fetchAccountSettings(userId!, signal)).settings,
    enabled: !!userId,
    staleTime: 0,
  });
