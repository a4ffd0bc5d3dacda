import type { VerifyStatus } from '@sankalp/shared/api/payments';
import { ApiError, apiPost } from '../api';
import type { VerifyResult } from './pay-flow';

type VerifyAnswer = { status?: unknown; message?: unknown; code?: unknown };

const STATUSES: readonly VerifyStatus[] = ['success', 'failed', 'review'];

/** A verify answer of any kind as a VerifyResult (anything unexpected counts as failed). */
export function verifyResultOf(body: unknown): VerifyResult {
  const b = (body ?? {}) as VerifyAnswer;
  const status = STATUSES.includes(b.status as VerifyStatus) ? (b.status as VerifyStatus) : 'failed';
  return {
    status,
    message: typeof b.message === 'string' ? b.message : '',
    ...(typeof b.code === 'string' ? { code: b.code } : {}),
  };
}

/**
 * POST …/verify-payment of any payable kind (decision 007): 200 success or review, 400 failed.
 * A 400 answers `failed`; other failures (network, 5xx) throw, and the pay flow polls the status.
 */
export async function postVerify(path: string, body: Record<string, unknown>): Promise<VerifyResult> {
  try {
    return verifyResultOf(await apiPost<VerifyAnswer>(path, body));
  } catch (e) {
    if (e instanceof ApiError && e.status === 400) return verifyResultOf(e.body ?? { status: 'failed', message: e.message });
    throw e;
  }
}
