import {
  CONSULTATION_FEE_RUPEES,
  ORDER_CONFIRMATION_CALL_TEXT,
  ORDER_DISPATCH_TEXT,
  POLICY,
  PUJA_VIDEO_TEXT,
  SUPPORT_HOURS,
  supportHoursText,
} from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import { formatWhen } from '../../../lib/i18n/format';

/** '3-5' → '3–5' (an en dash reads as a range). */
const range = (r: string) => r.replace('-', '–');
/** The figure inside an English phrase: 'within 3-5 days' → '3–5'. */
const figureOf = (text: string) => range(text.match(/\d+(?:-\d+)?/)?.[0] ?? '');

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** 'January 2024' → 'जनवरी 2024'. */
function monthYear(text: string) {
  const [month = '', year = ''] = text.split(' ');
  return formatWhen(
    new Date(Date.UTC(Number(year), MONTHS.indexOf(month), 15)),
    { month: 'long', year: 'numeric' },
    'hi',
  );
}

/**
 * The policy figures of spec part 3 § 9 worded in Hindi, built from the same shared constants as
 * the English `FIG` (content/figures.ts), so a changed number changes both languages. Only the
 * support hours are written out here (the constants hold them as English phrases):
 * hi-figures.test.ts checks that their numbers match.
 */
export const HI_FIG = {
  lastUpdated: `अंतिम अपडेट: ${monthYear(POLICY.lastUpdated)}`,
  cancelHours: POLICY.pujaCancelHoursBefore,
  prasadDays: range(POLICY.prasadShipBusinessDays),
  pujaVideo: `${figureOf(PUJA_VIDEO_TEXT)} दिनों`,
  cert80GMin: formatINR(POLICY.certificate80GMinRupees),
  cert80GDays: `${POLICY.certificate80GDays} दिनों के भीतर`,
  refundRequest: `${POLICY.refundRequestHours} घंटे के भीतर`,
  refundProcessing: `${range(POLICY.refundProcessingBusinessDays)} कार्यदिवसों`,
  refundAtTemple: `${range(POLICY.refundDonationAtTempleDays)} दिन`,
  astroNoShow: `${POLICY.astroNoShowMinutes} मिनट`,
  astroPartial: `${POLICY.astroPartialRefundPercent}%`,
  astroPartialBelow: `${POLICY.astroPartialRefundBelowPercent}% से कम`,
  astroComplaint: `${POLICY.astroComplaintHours} घंटे के भीतर`,
  astroRate: `लगभग ₹${range(POLICY.astroRatePerMinuteRupees)} प्रति मिनट`,
  consultationFee: formatINR(CONSULTATION_FEE_RUPEES),
  disputeDays: `${POLICY.disputeDays} दिनों के भीतर`,
  refundReview: `${range(POLICY.refundReviewHours)} घंटे`,
  refundDeskHours: supportHoursText('hi'),
  phoneHours: supportHoursText('hi'),
  chatHours: supportHoursText('hi'),
  emailReply: `${figureOf(SUPPORT_HOURS.emailReply)} घंटे के भीतर`,
  orderCall: `${figureOf(ORDER_CONFIRMATION_CALL_TEXT)} घंटे के भीतर`,
  orderDispatch: `${figureOf(ORDER_DISPATCH_TEXT)} कार्यदिवसों के भीतर`,
  languages: 'अंग्रेज़ी और हिंदी',
} as const;

