import { API_BASE, apiBlob } from './api';

/** A server path as apiBlob takes it: relative to API_BASE (a path that already carries it is accepted too). */
export const apiPath = (path: string) => (path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path);

/**
 * Saves a file the server makes (a donation receipt) under `fileName`. Fetched rather than linked
 * so the signed-in owner's session goes with it; a link's access key (`?key=`) works too.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = await apiBlob(apiPath(path));
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
