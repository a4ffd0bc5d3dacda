import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api';
import { authStore } from '../../../lib/auth/store';
import { MEDIA_MAX_BYTES, MEDIA_TYPES, type AdminMedia, type MediaUploaded } from '@sankalp/shared/api/admin-media';

/** Checked before sending, to save a 5 MB upload; the server checks the bytes again (contract D). */
export function mediaProblem(file: { size: number; type: string }): 'uploadTooBig' | 'uploadType' | null {
  if (!(MEDIA_TYPES as readonly string[]).includes(file.type)) return 'uploadType';
  if (file.size > MEDIA_MAX_BYTES) return 'uploadTooBig';
  return null;
}

/** POST /admin/media as multipart/form-data (field `file`); the JSON client cannot send that. */
export async function uploadMedia(file: File): Promise<AdminMedia> {
  const form = new FormData();
  form.append('file', file);
  const token = authStore.getState().token;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/admin/media`, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
    });
  } catch {
    throw new ApiError('Network error. Please check your connection.', 0);
  }
  const body = (await res.json().catch(() => undefined)) as { message?: string; data?: MediaUploaded } | undefined;
  if (!res.ok || !body?.data) throw new ApiError(body?.message ?? `Server error: ${res.status}`, res.status, {}, body);
  return body.data.media;
}

export const useUploadMedia = () => useMutation({ mutationFn: uploadMedia });
