import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseStoredSettings, type Settings } from '@sankalp/shared/schemas/settings';
import { apiPut } from '../../../lib/api';
import { settingsKey } from './get-settings';

/** PUT /users/{id}/settings with the full settings → what the server kept. */
export async function saveSettings(userId: string, settings: Settings): Promise<Settings> {
  const body = await apiPut<{ data?: { settings?: unknown }; settings?: unknown }>(
    `/users/${encodeURIComponent(userId)}/settings`,
    settings,
  );
  return parseStoredSettings(body.data?.settings ?? body.settings ?? settings);
}

export function useSaveSettings(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: Settings) => saveSettings(userId, settings),
    onSuccess: (saved) => qc.setQueryData(settingsKey(userId), saved),
  });
}
