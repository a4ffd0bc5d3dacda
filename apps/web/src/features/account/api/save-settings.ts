import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@sankalp/shared/schemas/settings';
import { saveAccountSettings } from '../../../lib/auth/account-settings';
import { settingsKey } from './get-settings';

/** PUT /users/{id}/settings with the full settings → what the server kept. */
export function useSaveSettings(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: Settings) => saveAccountSettings(userId, settings),
    onSuccess: (saved) => qc.setQueryData(settingsKey(userId), saved),
  });
}
