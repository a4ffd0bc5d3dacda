import { ApiError, apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { consoleT } from '../i18n';

/**
 * Every console call goes through here: the path is under /api/v1/admin, answers are unwrapped
 * to `data`, and a 401 (the 30-minute staff idle timeout; the API client has already signed out
 * and is on its way to sign-in) says why the console closed.
 */
async function admin<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      const lang = document.documentElement.lang === 'hi' ? 'hi' : 'en';
      toast.info(consoleT(lang)('gate.idle'));
    }
    throw e;
  }
}

type Enveloped<T> = { data: T };

export const adminGet = <T>(path: string, signal?: AbortSignal) => admin(() => apiGet<T>(`/admin${path}`, signal));
export const adminPost = <T>(path: string, body: unknown = {}) =>
  admin(async () => (await apiPost<Enveloped<T>>(`/admin${path}`, body)).data);
export const adminPut = <T>(path: string, body: unknown) =>
  admin(async () => (await apiPut<Enveloped<T>>(`/admin${path}`, body)).data);
export const adminDelete = <T>(path: string) =>
  admin(async () => (await apiDelete<Enveloped<T>>(`/admin${path}`)).data);

/** `?a=1&b=x` from the set values of `params` ('' when none), in a stable order. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

/** The code of an error answer, also for codes newer than the shared list. */
export const codeOf = (e: unknown): string | undefined =>
  e instanceof ApiError ? (e.code ?? (e.body as { code?: string } | undefined)?.code) : undefined;

export const messageOf = (e: unknown, fallback: string) =>
  e instanceof ApiError && e.status > 0 ? e.message : fallback;

/** One query key root per console resource, so a write refreshes every screen that shows it. */
export const adminKeys = {
  me: ['admin', 'me'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  bookings: ['admin', 'bookings'] as const,
  review: ['admin', 'payments-review'] as const,
  approvals: ['admin', 'approvals'] as const,
  catalog: ['admin', 'catalog'] as const,
  support: ['admin', 'support'] as const,
  audit: ['admin', 'audit'] as const,
  roles: ['admin', 'roles'] as const,
  settings: ['admin', 'settings'] as const,
  scoped: ['admin', 'scoped'] as const,
};
