import { useQuery } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@sankalp/shared/schemas/two-factor';
import { apiGet } from '../../../lib/api';

export const twoFactorKey = (userId: string) => ['account', 'two-factor', userId] as const;

/** GET /auth/2fa: whether two-factor sign-in is on, since when, and how many recovery codes are left. */
export const fetchTwoFactorStatus = (signal?: AbortSignal) => apiGet<TwoFactorStatus>('/auth/2fa', signal);

export const useTwoFactorStatus = (userId: string | undefined) =>
  useQuery({
    queryKey: twoFactorKey(userId ?? ''),
    queryFn: ({ signal }) => fetchTwoFactorStatus(signal),
    enabled: !!userId,
  });
