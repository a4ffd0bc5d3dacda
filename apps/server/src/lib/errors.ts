import type { ErrorCode } from '@sankalp/shared/api/errors';

export type { ErrorCode };

/** The generic code of a status, for errors that need no finer one. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'internal' : 'bad_request';
  }
}

/**
 * An error a user can cause: it maps to an HTTP status and the spec's error envelope, with a
 * stable machine `code` beside the spec's `message` (the web decides by the code).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
    code?: ErrorCode,
    /** Per-field messages, answered as `errors` (the shape of a schema failure). */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.code = code ?? codeForStatus(statusCode);
  }
}

/** A 400 about one field of the body: the field's message, also under `errors[field]`. */
export const fieldError = (field: string, message: string, code?: ErrorCode) =>
  new AppError(400, message, undefined, code, { [field]: message });

export const badRequest = (message: string, details?: Record<string, unknown>, code?: ErrorCode) =>
  new AppError(400, message, details, code);
export const unauthorized = (message = 'Please sign in to continue') => new AppError(401, message);
export const forbidden = (message = 'You do not have access to this resource') => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>, code?: ErrorCode) =>
  new AppError(409, message, details, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { retryAfter: retryAfterSeconds });

/** PostgreSQL error code, wherever the driver put it (drizzle wraps it under `cause`). */
export function pgErrorCode(e: unknown): string | undefined {
  const err = e as { code?: unknown; cause?: { code?: unknown } };
  const code = err?.cause?.code ?? err?.code;
  return typeof code === 'string' ? code : undefined;
}
