/**
 * Donations (spec part 2 §§ 3, 5, 9; part 3 policy figures): the donation request, the donor form
 * (the web form uses the same schema), the verify call and the 80G rule.
 */
import { z } from 'zod';
import { DONATION_PHONE_PATTERN, PAN_PATTERN, POLICY } from '../constants';
import { formatINR } from '../money';
import { WHOLE_RUPEES_MESSAGE } from '../money-input';
import { emailSchema, gotraSchema, requiredText } from './fields';
import { idSchema } from './ids';

/** The largest donation taken online (rupees); above it the devotee is asked to contact us. */
export const DONATION_MAX_RUPEES = 1_000_000;
export const DONATION_TOO_LARGE_MESSAGE = `For donations above ${formatINR(DONATION_MAX_RUPEES)} please contact us`;
export const DONATION_AMOUNT_REQUIRED_MESSAGE = 'Please enter a donation amount';
export const SEVA_QUANTITY_MAX = 100;
/** Most seva lines one donation carries (a campaign lists a handful). */
export const DONATION_SEVA_LINES_MAX = 50;
export const DONOR_NAME_MAX = 100;
export const DONOR_ADDRESS_MAX = 500;
export const PAN_MESSAGE = 'Please enter a valid PAN number (e.g., ABCDE1234F)';

/**
 * The free amount (custom_donation): whole rupees as a JSON number or a digit-only string; null,
 * undefined and '' are 0. A fraction, a sign, an exponent or any other character is refused with
 * 'Enter whole rupees' (never stripped into another number); above ₹10,00,000, contact us.
 */
export const donationAmountSchema = z.union([z.number(), z.string(), z.null(), z.undefined()]).transform((v, ctx) => {
  const text = typeof v === 'string' ? v.trim() : undefined;
  if (v === null || v === undefined || text === '') return 0;
  const whole = typeof v === 'number' ? Number.isInteger(v) && v >= 0 : /^\d+$/.test(text!);
  if (!whole) {
    ctx.addIssue({ code: 'custom', message: WHOLE_RUPEES_MESSAGE });
    return z.NEVER;
  }
  const amount = typeof v === 'number' ? v : Number(text);
  if (!Number.isSafeInteger(amount) || amount > DONATION_MAX_RUPEES) {
    ctx.addIssue({ code: 'custom', message: DONATION_TOO_LARGE_MESSAGE });
    return z.NEVER;
  }
  return amount;
});

/** Digits with an optional leading +, after the separators people type (spaces, hyphens, brackets, dots). */
export const normaliseDonationPhone = (v: string) => v.replace(/[\s().-]/g, '');

/** PAN: optional; trimmed and upper-cased; '' and null mean none. */
export const panSchema = z
  .union([z.string(), z.null(), z.undefined()])
  .transform((v) => v?.trim().toUpperCase() || null)
  .refine((v) => v === null || PAN_PATTERN.test(v), PAN_MESSAGE);

/** The donor form (part 2 § 5, donation checkout), with the spec's messages. */
export const donorSchema = z.object({
  name: requiredText('Name is required').max(DONOR_NAME_MAX, `Name cannot exceed ${DONOR_NAME_MAX} characters`),
  email: emailSchema.transform((v) => v.toLowerCase()),
  phone: requiredText('Phone number is required')
    .transform(normaliseDonationPhone)
    .refine((v) => DONATION_PHONE_PATTERN.test(v), 'Please enter a valid phone number'),
  address: requiredText('Address is required').max(
    DONOR_ADDRESS_MAX,
    `Address cannot exceed ${DONOR_ADDRESS_MAX} characters`,
  ),
  gotra: gotraSchema,
  pan_number: panSchema,
});
export type DonorInput = z.input<typeof donorSchema>;
export type Donor = z.output<typeof donorSchema>;

export const donationSevaSchema = z.object({
  seva_id: idSchema,
  quantity: z
    .number({ error: 'Invalid quantity' })
    .int('Invalid quantity')
    .min(1, 'Quantity must be at least 1')
    .max(SEVA_QUANTITY_MAX, `Quantity cannot exceed ${SEVA_QUANTITY_MAX}`),
});

/** POST /donationsbooking/create. The total is the server's; `totalAmount` (rupees), when sent, is checked. */
export const donationRequestSchema = z
  .object({
    campaign_id: idSchema,
    sevas: z
      .array(donationSevaSchema)
      .max(DONATION_SEVA_LINES_MAX, `At most ${DONATION_SEVA_LINES_MAX} sevas`)
      .default([]),
    custom_donation: donationAmountSchema,
    donor: donorSchema,
    totalAmount: z.number({ error: 'Invalid total amount' }).optional(),
  })
  .refine((v) => v.sevas.length > 0 || v.custom_donation > 0, {
    path: ['custom_donation'],
    message: DONATION_AMOUNT_REQUIRED_MESSAGE,
  });
export type DonationRequestInput = z.input<typeof donationRequestSchema>;
export type DonationRequest = z.output<typeof donationRequestSchema>;

/** POST /donationsbooking/verify-payment. */
export const donationVerifySchema = z.object({
  donation_id: requiredText('Donation ID is required'),
  razorpay_payment_id: requiredText('Payment ID is required'),
  razorpay_order_id: requiredText('Order ID is required'),
  razorpay_signature: requiredText('Payment signature is required'),
});
export type DonationVerify = z.output<typeof donationVerifySchema>;

// ─── 80G (part 3 policy: a certificate for donations above ₹500) ─────────────

/** Why a receipt carries no 80G statement. */
export type No80GReason = 'amount' | 'pan' | 'campaign';

export const NO_80G_REASON_TEXT: Record<No80GReason, string> = {
  amount: `the amount is not above ${formatINR(POLICY.certificate80GMinRupees)}`,
  pan: 'no PAN was given',
  campaign: 'this campaign is not eligible for 80G',
};

export type Receipt80G = { eligible: boolean; reasons: No80GReason[]; reason: string | null };

/**
 * A donation's receipt is an 80G receipt when the amount is above ₹500, a PAN was given and the
 * campaign is 80G-eligible; otherwise `reason` says which of them failed, in one sentence.
 */
export function receipt80G(input: { amount: number; pan: string | null; campaignEligible: boolean }): Receipt80G {
  const reasons: No80GReason[] = [];
  if (!(input.amount > POLICY.certificate80GMinRupees)) reasons.push('amount');
  if (!input.pan) reasons.push('pan');
  if (!input.campaignEligible) reasons.push('campaign');
  if (reasons.length === 0) return { eligible: true, reasons, reason: null };
  const parts = reasons.map((r) => NO_80G_REASON_TEXT[r]);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return { eligible: false, reasons, reason: `No 80G certificate: ${list}.` };
}
