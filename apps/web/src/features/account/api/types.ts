import type { AuthUser } from '../../../lib/auth/reducer';

/** data of POST /auth/login and POST /auth/register. */
export type AuthResult = { user: AuthUser; token: string; expiresAt?: string };

/** The spec's login/register envelope (part 1 § 5): success true plus data with user and token. */
export type AuthEnvelope = { success?: boolean; message?: string; data?: Partial<AuthResult> };

/** A saved address (GET /users/{userId}/addresses). */
export type { SavedAddress } from '../../../lib/addresses';

/** The user stuff record (GET /userstuff/{id}): populated objects, or plain ids for kinds not built yet. */
export type UserStuff = {
  _id: string;
  pujaBookingIds: unknown[];
  chadhavaBookingIds: unknown[];
  donationBookingIds: unknown[];
  productOrderIds: unknown[];
  PanditBookingIds: unknown[];
  prasadOrderIds: unknown[];
};

/** Login/register: success only with success true and data carrying user and token (part 1 § 5). */
export function readAuthResult(body: AuthEnvelope, fallback: string): AuthResult {
  const user = body.data?.user;
  const token = body.data?.token;
  if (body.success !== true || !user || typeof token !== 'string' || !token) throw new Error(body.message || fallback);
  return { user, token, expiresAt: body.data?.expiresAt };
}
