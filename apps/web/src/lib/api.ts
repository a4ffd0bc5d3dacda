import { currentLanguage } from './i18n/index';
import { errorCodeOf, type ErrorCode } from '@sankalp/shared/api/errors';

/**
 * The one HTTP client of the web app. It speaks the spec's envelopes and turns every failure
 * into an ApiError whose message follows the spec's catalogue (part 1 § 8).
 */
export class ApiError extends Error {
  /** The answer's stable machine code (packages/shared/src/api/errors.ts): decide by it, never by the message. */
  readonly code: ErrorCode | undefined;
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
    readonly body?: unknown,
  ) {
    super(message);
    this.code = errorCodeOf(body);
  }
}

export const API_BASE = '/api/v1';

type AuthHooks = { getToken: () => string | null; onUnauthorized: () => void };
let authHooks: AuthHooks = { getToken: () => null, onUnauthorized: () => {} };

/** The auth store registers itself here so every call carries the session and a 401 signs out. */
export function setAuthHooks(hooks: AuthHooks) {
  authHooks = hooks;
}

/**
 * How calls reach the API: the browser's fetch, or in a server render the server's own in-process
 * handler (apps/web/src/app/entry-server.tsx), which answers without a network round trip.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setApiTransport(next: typeof fetch) {
  transport = next;
}

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };

export async function apiRequest<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  // The API answers in the reader's language (catalog texts, validation messages: issue 13).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage(), ...opts.headers };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = authHooks.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await transport(`${API_BASE}${path}`, {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError('Network error. Please check your connection.', 0);
  }
  const body = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!res.ok) {
    if (res.status === 401 && token) authHooks.onUnauthorized();
    const message =
      (typeof body?.message === 'string' && body.message) ||
      (typeof body?.error === 'string' && body.error) ||
      `Server error: ${res.status}`;
    throw new ApiError(message, res.status, (body?.errors as Record<string, string>) ?? {}, body);
  }
  return body as T;
}

/** GET a file the server makes (a receipt PDF) with the session, as a Blob; failures as ApiError. */
export async function apiBlob(path: string): Promise<Blob> {
  const token = authHooks.getToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError('Network error. Please check your connection.', 0);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as { message?: unknown } | undefined;
    throw new ApiError(typeof body?.message === 'string' ? body.message : `Server error: ${res.status}`, res.status, {}, body);
  }
  return res.blob();
}

/** GET an enveloped resource and return its `data`. */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const body = await apiRequest<{ data: T }>(path, { signal });
  return body.data;
}

export const apiPost = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'POST', body });
export const apiPut = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PUT', body });
export const apiDelete = <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' });

export const isNotFound = (e: unknown) => e instanceof ApiError && (e.status === 404 || e.status === 400);
