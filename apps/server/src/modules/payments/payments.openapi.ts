/**
 * Documentation-only schemas of the payment calls' answers and of the webhook's request, for the
 * OpenAPI document (lib/openapi.ts). Never used to validate or serialize: the verify calls parse
 * their own body and the webhook reads raw bytes. Each is tied to the shared type it documents by
 * `satisfies`, so a change of the type that the document does not follow fails the typecheck.
 */
import { z } from 'zod';
import type { CheckoutInfo, PaymentsConfig } from '@sankalp/shared/api/payments';
import { envelopeOf } from '../../lib/openapi';
import type { SettleOutcome } from './payments.service';
import type { RefundSettleOutcome } from './refunds';
import type { CheckoutFailure, CheckoutSuccess } from './sandbox/sandbox.service';

/** What Checkout opens with (CheckoutInfo). */
export const checkoutInfoSchema = z.object({
  order: z
    .object({ id: z.string(), amount: z.number().int().describe('paise'), currency: z.string() })
    .describe('The provider order; amount in paise'),
  amount: z.number().describe('rupees'),
  currency: z.string(),
  keyId: z.string().describe('The key id Checkout opens with'),
}) satisfies z.ZodType<CheckoutInfo>;

/** A payable record's view (PayableBase and the kind's own fields). */
const payableView = z
  .looseObject({
    _id: z.string(),
    id: z.string(),
    reference: z.string().describe('Short human reference, e.g. SNK-7H3K-92'),
    payment_status: z
      .enum(['pending', 'completed', 'failed', 'expired', 'refunded'])
      .describe("'refunded' once everything paid was refunded; a partial refund stays 'completed'"),
    needs_review: z.boolean(),
    amount_total: z.number().describe('rupees'),
    refunded_amount: z.number().describe('rupees refunded so far (processed refunds)'),
    currency: z.literal('INR'),
  })
  .describe("The record's view (its kind's fields beside these)");

/**
 * 201 of a create call: the checkout, the record's view under `name`, and its access key. A store
 * order's view is `order`, so its provider order is `razorpayOrder` there.
 */
export const createdAnswerSchema = (name: string) =>
  envelopeOf(
    z.looseObject({
      ...checkoutInfoSchema.shape,
      ...(name === 'order' ? { razorpayOrder: checkoutInfoSchema.shape.order } : {}),
      [name]: payableView,
      accessKey: z.string().describe('Reads the record without a session (`?key=`); given only here and in its e-mail'),
    }),
  );

/** 200 of a record read: `data[name]` is the view. */
export const recordAnswerSchema = (name: string) => envelopeOf(z.object({ [name]: payableView }));

/** 200 of a verify call: paid (the view under `name`), or money recorded that a person settles. */
export const verifyAnswerSchema = (name: string) =>
  z
    .union([
      z.object({
        success: z.literal(true),
        status: z.literal('success'),
        message: z.string(),
        data: z.object({ [name]: payableView }),
      }),
      z.object({
        success: z.literal(false),
        status: z.literal('review'),
        code: z
          .enum(['order_replaced', 'already_paid', 'event_full', 'out_of_stock', 'slot_taken', 'conflict'])
          .describe('Why a person must settle or refund it'),
        message: z.string().describe('What happens to the money'),
      }),
    ])
    .describe("`status: 'success'`: paid; `status: 'review'`: the money is recorded, the record could not take it");

/** 400 of a verify call: the signature did not verify, or the body was not a checkout result. */
export const verifyFailedSchema = z.object({
  success: z.literal(false),
  status: z.literal('failed'),
  code: z.literal('verify_failed'),
  message: z.string(),
  error: z.string(),
});

const paymentsConfig = z.object({
  provider: z.enum(['sandbox', 'razorpay']),
  keyId: z.string(),
}) satisfies z.ZodType<PaymentsConfig>;

/** GET /payments/config: under `data`, and repeated at the top level. */
export const paymentsConfigAnswerSchema = envelopeOf(paymentsConfig).extend(paymentsConfig.shape);

/** The body Razorpay posts (only what the server reads; the rest is kept as sent). */
export const webhookEventSchema = z
  .looseObject({
    event: z
      .string()
      .describe(
        'payment.captured, payment.authorized, payment.failed, order.paid, refund.created, refund.processed or refund.failed; any other is answered 200 and ignored',
      ),
    payload: z.looseObject({
      payment: z
        .looseObject({
          entity: z.looseObject({
            id: z.string().describe('Provider payment id'),
            order_id: z.string().describe('Provider order id'),
            amount: z.number().int().describe('paise'),
            currency: z.string(),
            status: z.enum(['created', 'authorized', 'captured', 'failed', 'refunded']),
            error_code: z.string().nullish(),
            error_description: z.string().nullish(),
          }),
        })
        .optional(),
      order: z.looseObject({ entity: z.looseObject({ id: z.string() }) }).optional(),
      refund: z
        .looseObject({
          entity: z.looseObject({
            id: z.string().describe('Provider refund id (rfnd_…)'),
            payment_id: z.string().describe('The provider payment refunded'),
            amount: z.number().int().describe('paise'),
            status: z.enum(['pending', 'processed', 'failed']),
            notes: z.record(z.string(), z.unknown()).optional(),
          }),
        })
        .optional(),
    }),
  })
  .describe(
    'A Razorpay webhook event, read as raw bytes: X-Razorpay-Signature is the HMAC-SHA256 of exactly these bytes with the webhook secret',
  );

export const webhookHeadersSchema = z.object({
  'x-razorpay-signature': z
    .string()
    .describe('HMAC-SHA256 (hex) of the raw body with RAZORPAY_WEBHOOK_SECRET; a bad or missing one is a 400'),
  'x-razorpay-event-id': z
    .string()
    .optional()
    .describe('The event id: a replayed event changes nothing (without it, a hash of the body is used)'),
});

const outcomes = [
  'ignored',
  'unknown_order',
  'duplicate_event',
  'paid',
  'already_paid',
  'failed',
  'flagged',
  'recorded',
  'unknown_payment',
  'processed',
] as const satisfies readonly (SettleOutcome | RefundSettleOutcome | 'ignored')[];

export const webhookAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ outcome: z.enum(outcomes) }),
});

export const webhookRefusedSchema = z
  .object({ success: z.literal(false), message: z.string() })
  .describe('Invalid webhook signature, or a body that is not JSON');

/** POST /payments/sandbox/pay: what Checkout hands the page's success or payment.failed handler (not the envelope). */
export const sandboxPayAnswerSchema = z
  .union([
    z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() }),
    z.object({
      error: z.object({
        code: z.string(),
        description: z.string(),
        source: z.string(),
        step: z.string(),
        reason: z.string(),
        metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
      }),
    }),
  ])
  .describe("Checkout's success result (to post to the kind's verify call), or its failure") satisfies z.ZodType<
  CheckoutSuccess | CheckoutFailure
>;
