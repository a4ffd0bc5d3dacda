import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BoardPage,
  FulfilmentActionResult,
  ParcelStep,
  PujaGroupPage,
  UploadedVideo,
} from '@sankalp/shared/api/admin-fulfilment';
import { API_BASE, ApiError } from '../../../lib/api';
import { authStore } from '../../../lib/auth/store';
import { adminGet, adminKeys, adminPost, queryString } from './client';

export const fulfilmentKey = ['admin', 'fulfilment'] as const;

export type BoardFilters = {
  kind?: string;
  type?: string;
  status?: string;
  group?: string;
  temple?: string;
  limit?: number;
  cursor?: string;
};

/** GET /admin/fulfilment: promises, overdue first. */
export function useBoard(f: BoardFilters, enabled = true) {
  return useQuery({
    queryKey: [...fulfilmentKey, 'board', f],
    queryFn: ({ signal }) => adminGet<BoardPage>(`/fulfilment${queryString(f)}`, signal),
    enabled,
  });
}

/** GET /admin/fulfilment/pujas: pujas by date with their devotees' open promises. */
export function usePujaGroups(f: Pick<BoardFilters, 'status' | 'temple' | 'cursor'>) {
  return useQuery({
    queryKey: [...fulfilmentKey, 'pujas', f],
    queryFn: ({ signal }) => adminGet<PujaGroupPage>(`/fulfilment/pujas${queryString(f)}`, signal),
  });
}

export type Target = { promiseIds: string[] } | { group: string };

export type FulfilmentAction =
  | { path: 'performed'; body: Target & { photoUrls?: string[] } }
  | { path: 'video'; body: Target & { videoId?: string; videoLink?: string; posterUrl?: string } }
  | { path: 'parcel'; body: { promiseIds: string[]; step: ParcelStep; courier?: string; trackingNumber?: string } }
  | { path: 'consultation'; body: { promiseId: string; outcome: 'completed' | 'no_show' } }
  | { path: 'certificate'; body: { promiseIds: string[] } };

/** Every board action: the board, the bookings and the dashboard are read again after it. */
export function useFulfilmentAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: FulfilmentAction) => adminPost<FulfilmentActionResult>(`/fulfilment/${a.path}`, a.body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: fulfilmentKey });
      void qc.invalidateQueries({ queryKey: adminKeys.bookings });
      void qc.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}

/**
 * POST /admin/fulfilment/videos as multipart/form-data through XMLHttpRequest: fetch cannot report
 * upload progress, and a puja video may be hundreds of megabytes.
 */
export function uploadVideo(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedVideo> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/admin/fulfilment/videos`);
    const token = authStore.getState().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { message?: string; code?: string; data?: { video: UploadedVideo } } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.data) resolve(body.data.video);
      else reject(new ApiError(body?.message ?? `Server error: ${xhr.status}`, xhr.status, {}, body));
    };
    xhr.onerror = () => reject(new ApiError('Network error. Please check your connection.', 0));
    xhr.onabort = () => reject(new ApiError('Upload cancelled', 0));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
