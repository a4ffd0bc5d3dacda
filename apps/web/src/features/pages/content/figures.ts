import {
  CONSULTATION_FEE_RUPEES,
  ORDER_CONFIRMATION_CALL_TEXT,
  ORDER_DISPATCH_TEXT,
  POLICY,
  PUJA_VIDEO_TEXT,
  SUPPORT_HOURS,
} from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';

/** '3-5' → '3–5' (an en dash reads as a range). */
const range = (r: string) => r.replace('-', '–');

/**
 * The policy figures of spec part 3 § 9 as the pages word them, built from the shared constants
 * so each number is written once. Every page of this feature takes its figures from here.
 */
export const FIG = {
  lastUpdated: `Last updated: ${POLICY.lastUpdated}`,
  cancelBefore: `up to ${POLICY.pujaCancelHoursBefore} hours before`,
  prasadShips: `${range(POLICY.prasadShipBusinessDays)} business days after the puja`,
  /** '3–5 days' (the constant reads 'within 3-5 days'; the copy supplies its own preposition). */
  pujaVideo: range(PUJA_VIDEO_TEXT.replace(/^within /, '')),
  cert80GMin: formatINR(POLICY.certificate80GMinRupees),
  cert80GDays: `within ${POLICY.certificate80GDays} days`,
  refundRequest: `within ${POLICY.refundRequestHours} hours`,
  refundProcessing: `${range(POLICY.refundProcessingBusinessDays)} business days`,
  refundAtTemple: `${range(POLICY.refundDonationAtTempleDays)} days`,
  astroNoShow: `${POLICY.astroNoShowMinutes} minutes`,
  astroPartial: `${POLICY.astroPartialRefundPercent}%`,
  astroPartialBelow: `less than ${POLICY.astroPartialRefundBelowPercent}%`,
  astroComplaint: `within ${POLICY.astroComplaintHours} hours`,
  astroRate: `about ₹${range(POLICY.astroRatePerMinuteRupees)} per minute`,
  consultationFee: formatINR(CONSULTATION_FEE_RUPEES),
  disputeDays: `within ${POLICY.disputeDays} days`,
  refundReview: `${range(POLICY.refundReviewHours)} hours`,
  refundDeskHours: SUPPORT_HOURS.refundDesk,
  phoneHours: SUPPORT_HOURS.phone,
  chatHours: SUPPORT_HOURS.chat,
  emailReply: SUPPORT_HOURS.emailReply,
  orderCall: range(ORDER_CONFIRMATION_CALL_TEXT),
  orderDispatch: range(ORDER_DISPATCH_TEXT),
  languages: 'English and Hindi',
} as const;
