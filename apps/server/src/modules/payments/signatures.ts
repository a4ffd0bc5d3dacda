import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of `data` with `secret`. */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of an expected hex digest with what was sent (false for anything else). */
export function safeEqualHex(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const a = Buffer.from(expectedHex, 'utf8');
  const b = Buffer.from(given, 'utf8');
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

/** Razorpay Checkout's signature: HMAC-SHA256(order_id + "|" + payment_id, key_secret). */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export function verifyCheckoutSignatureWith(
  keySecret: string | undefined,
  orderId: string,
  paymentId: string,
  signature: unknown,
): boolean {
  if (!keySecret || !orderId || !paymentId) return false;
  return safeEqualHex(checkoutSignature(keySecret, orderId, paymentId), signature);
}

/**
 * Razorpay's webhook signature: HMAC-SHA256 over the RAW body bytes with the webhook secret.
 * A re-serialised body (other spacing or key order) does not verify; neither does a missing
 * header or secret.
 */
export function verifyWebhookSignatureWith(secret: string | undefined, rawBody: unknown, header: unknown): boolean {
  if (!secret || !Buffer.isBuffer(rawBody) || typeof header !== 'string') return false;
  return safeEqualHex(hmacSha256Hex(secret, rawBody), header.trim());
}
