/** An error a user can cause: it maps to an HTTP status and the spec's error envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError(400, message, details);
export const unauthorized = (message = 'Please sign in to continue') => new AppError(401, message);
export const forbidden = (message = 'You do not have access to this resource') =>
  new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError(409, message, details);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { retryAfter: retryAfterSeconds });

/** PostgreSQL error code, wherever the driver put it (drizzle wraps it under `cause`). */
export function pgErrorCode(e: unknown): string | undefined {
  const err = e as { code?: unknown; cause?: { code?: unknown } };
  const code = err?.cause?.code ?? err?.code;
  return typeof code === 'string' ? code : undefined;
}
