import type { FastifyInstance } from 'fastify';

/**
 * Browser features the site never uses are switched off on every page (security-headers.ts sends
 * it with the other document headers); payment is left to the site itself and Razorpay's
 * Checkout frame.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'usb=()',
  'interest-cohort=()',
  'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
].join(', ');

/**
 * Every API answer is `Cache-Control: no-store` unless its route chose a policy itself (public
 * catalog reads may): personal answers must never sit in a shared or browser cache.
 */
export function registerPrivacyHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
