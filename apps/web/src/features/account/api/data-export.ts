import { useMutation } from '@tanstack/react-query';
import { dataExportFilename } from '@sankalp/shared/api/account-data';
import { downloadFile } from '../../../lib/download';

/**
 * GET /users/{id}/data-export: the JSON file of everything held about the account, fetched with
 * the session (a plain link would carry no bearer token) and saved as sankalp-data-<IST date>.json.
 */
export async function downloadDataExport(userId: string): Promise<string> {
  const fileName = dataExportFilename(Date.now());
  await downloadFile(`/users/${encodeURIComponent(userId)}/data-export`, fileName);
  return fileName;
}

export const useDataExport = (userId: string) => useMutation({ mutationFn: () => downloadDataExport(userId) });
