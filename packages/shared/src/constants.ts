/**
 * Business constants and limits from the spec (part 1 §9, part 2 §9, part 3 §9).
 * Durations are milliseconds (`_MS`) unless the name says otherwise; money is rupees.
 */

// ─── Browsing (part 1 §9) ────────────────────────────────────────────────────

/** Pujas featured on the home page (highest joinedNo). */
export const FEATURED_PUJA_COUNT = 3;
/** Characters of a temple description shown in a card before truncation. */
export const TEMPLE_DESCRIPTION_PREVIEW = 120;
/** Reviews carousel auto-advance interval. */
export const REVIEW_CAROUSEL_MS = 8000;
/** Past-puja video carousel auto-advance interval. */
export const VIDEO_CAROUSEL_MS = 10000;
/** Minimum time the campaign page loader stays visible. */
export const CAMPAIGN_LOADER_MIN_MS = 1000;
/** Image rotation interval of the campaign page loader. */
export const CAMPAIGN_LOADER_ROTATE_MS = 500;
/** Countdown badges tick once a second. */
export const COUNTDOWN_TICK_MS = 1000;
/** Redirect delay (to /donations) after a donation is initiated. */
export const DONATION_REDIRECT_MS = 1500;
/** Redirect delay away from /auth when already signed in. */
export const AUTH_REDIRECT_MS = 1000;
/** Redirect delay to sign-in after a successful password change. */
export const PASSWORD_CHANGE_REDIRECT_MS = 2000;
/** Number of digits of a password-reset OTP (also the input's max length). */
export const OTP_LENGTH = 6;
/** Seconds an OTP stays valid. */
export const OTP_VALID_SECONDS = 300;
/** Live stream categories. */
export const STREAM_CATEGORIES = ['Abhishekam', 'Aarti', 'Puja', 'Havan'] as const;
export type StreamCategory = (typeof STREAM_CATEGORIES)[number];
/** The notifications bell count is fixed. */
export const NOTIFICATION_COUNT = 0;
/** Layout switches to mobile below this width. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Recommended streams shown beside a stream (the first tagged TOP). */
export const RECOMMENDED_STREAMS_MAX = 4;
/** Viewer counts at or above this are shown as x.xk. */
export const VIEWERS_K_THRESHOLD = 1000;
/** Only phone country code accepted. */
export const PHONE_COUNTRY_CODE = '91';
/** Currency of every amount. */
export const CURRENCY = 'INR';
/** Paise in a rupee (provider order amounts arrive in paise). */
export const PAISE_PER_RUPEE = 100;

// ─── Toasts and data cache (part 1 §9, part 2 §9, part 3 §9) ────────────────

/** Default toast duration. */
export const TOAST_DEFAULT_MS = 4000;
/** Toasts visible at once. */
export const TOAST_VISIBLE = 3;
/** Success toasts in booking flows. */
export const TOAST_SUCCESS_MS = 8000;
/** Error toasts in booking flows. */
export const TOAST_ERROR_MS = 6000;
/** Auto-close default of library notifications. */
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;
/** Query cache garbage-collection time (5 minutes). */
export const QUERY_GC_MS = 300_000;
/** Failed queries are retried this many times. */
export const QUERY_RETRIES = 3;
/** First retry delay; doubles on every attempt. */
export const QUERY_RETRY_BASE_MS = 1000;
/** Retry delay cap. */
export const QUERY_RETRY_MAX_MS = 30_000;

/** Retry delay rule: 1 s doubling, capped at 30 s. `attemptIndex` starts at 0. */
export function queryRetryDelay(attemptIndex: number): number {
  const n = Number.isFinite(attemptIndex) && attemptIndex > 0 ? Math.floor(attemptIndex) : 0;
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** n, QUERY_RETRY_MAX_MS);
}

// ─── People, addresses, contact (part 1 §9, part 2 §9, part 3 §9) ───────────

/** Devotee / customer name length. */
export const NAME_MIN = 2;
export const NAME_MAX = 25;
/** Account (sign-up / profile) name cap; the spec gives none, 100 protects storage. */
export const ACCOUNT_NAME_MAX = 100;
/** Gotra length cap. */
export const GOTRA_MAX = 50;
/** Gotra used when the devotee does not know theirs. */
export const DEFAULT_GOTRA = 'Kashyap';
/** Each family member name on a sankalp. */
export const FAMILY_NAME_MAX = 25;
/** Special prayers / sankalp text, and the message for the pandit. */
export const SPECIAL_PRAYERS_MAX = 1000;
/** The contact form and support inbox (schemas/support.ts): subject and message lengths. */
export const SUBJECT_MAX = 120;
export const MESSAGE_MAX = 2000;
export const MESSAGE_MIN = 10;
/** What a field holding a control character says (schemas/fields.ts). */
export const CONTROL_CHARACTERS_MESSAGE = 'Remove control characters';

/** Address line 1 minimum length. */
export const ADDRESS_LINE_MIN = 5;
/** Address lines 1 and 2 maximum length. */
export const ADDRESS_LINE_MAX = 100;
/** City length. */
export const CITY_MIN = 2;
export const CITY_MAX = 50;
/** Country length cap. */
export const COUNTRY_MAX = 50;
/** Country used when none is given. */
export const DEFAULT_COUNTRY = 'India';
/** Pincode: 6 digits, first digit 1-9. */
export const PINCODE_LENGTH = 6;
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
/** Phone on sankalp, sign-up and product orders: 10 to 15 digits (digits counted). */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
/** Phone on chadhava checkout and consultations: exactly 10 digits starting 6-9. */
export const MOBILE_DIGITS = 10;
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;
/** Phone on the donation form: optional plus, 9 to 15 digits. */
export const DONATION_PHONE_MIN_DIGITS = 9;
export const DONATION_PHONE_MAX_DIGITS = 15;
export const DONATION_PHONE_PATTERN = /^\+?\d{9,15}$/;
/** PAN (optional on donations): five letters, four digits, one letter. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
/** E-mail length cap. */
export const EMAIL_MAX = 254;
/** Password length. The spec says 6; the product deliberately raises the minimum to 8. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// ─── Puja, chadhava, donation (part 2 §9) ───────────────────────────────────

/** Total shown on chadhava selection when none can be computed. */
export const PUJA_TOTAL_FALLBACK = 751;
/** Quick-select donation amounts. */
export const QUICK_DONATION_AMOUNTS = [251, 701, 1501, 3001] as const;
/** Minimum chadhava event booking amount (the total must still be above it). */
export const MIN_CHADHAVA_BOOKING_AMOUNT = 0;
/** Event about text preview length. */
export const EVENT_ABOUT_PREVIEW = 200;
/** Event offering description preview length. */
export const OFFERING_DESCRIPTION_PREVIEW = 100;
/** Offering type used when an event offering has none. */
export const DEFAULT_OFFERING_TYPE = 'Other';
/** Chadhava event list date filters. */
export const EVENT_DATE_FILTERS = ['all', 'today', 'tomorrow', 'week', 'month'] as const;
export type EventDateFilter = (typeof EVENT_DATE_FILTERS)[number];
/** Donor avatars on a campaign card. */
export const MAX_DONOR_AVATARS = 4;
/** Redirect to /chadhava after an event fails to load. */
export const EVENT_LOAD_FAIL_REDIRECT_MS = 2000;
/** Carousel card step on mobile. */
export const CAROUSEL_STEP_MOBILE_PX = 352;
/** Carousel step per page of 4 cards on desktop. */
export const CAROUSEL_STEP_DESKTOP_PX = 1408;
/** Cards per carousel page on desktop. */
export const CAROUSEL_CARDS_PER_PAGE_DESKTOP = 4;
/** Placeholder rating on the chadhava event page. */
export const PLACEHOLDER_EVENT_RATING = 4.8;
export const PLACEHOLDER_EVENT_REVIEWS = 248;
/** What-happens-next texts of the puja confirmation. */
export const PUJA_CONFIRMATION_CALL_TEXT = 'within 2 hours';
export const PUJA_VIDEO_TEXT = 'within 3-5 days';
/** Aashirwad (prasad) box delivery after the puja (part 1 §1). */
export const AASHIRWAD_BOX_TEXT = '8-10 days';

/** Donation campaign categories and their display labels. */
export const CAMPAIGN_CATEGORIES = ['annadaan', 'gau_seva', 'temple_renovation', 'social_activity'] as const;
export type CampaignCategory = (typeof CAMPAIGN_CATEGORIES)[number];
export const CAMPAIGN_CATEGORY_LABELS: Readonly<Record<CampaignCategory, string>> = {
  annadaan: 'Annadaan',
  gau_seva: 'Gau Seva',
  temple_renovation: 'Temple Renovation',
  social_activity: 'Social Activity',
};

// ─── Store, consultations, prasad, settings (part 3 §9) ─────────────────────

/** Most of one chadhava offering a booking may carry (repeated lines of one offering add up). */
export const CHADHAVA_OFFERING_QUANTITY_MAX = 10;
/** Most of one variant (product × size × colour) one order may carry. */
export const PRODUCT_ORDER_QUANTITY_MAX = 10;
/** Most lines one (cart) order may send. */
export const PRODUCT_ORDER_LINES_MAX = 20;

/** Consultation fee, fixed. */
export const CONSULTATION_FEE_RUPEES = 1000;
/** Consultation service types as sent to the server, and their labels. */
export const CONSULTATION_SERVICE_TYPES = ['Astro', 'Vastu'] as const;
export type ConsultationServiceType = (typeof CONSULTATION_SERVICE_TYPES)[number];
export const CONSULTATION_SERVICE_LABELS: Readonly<Record<ConsultationServiceType, string>> = {
  Astro: 'Astrology Consultation',
  Vastu: 'Vastu Consultation',
};
/** Secondary product images shown as thumbnails. */
export const MAX_SECONDARY_IMAGES = 4;
/** Highlight boxes on an astrologer profile (two points each). */
export const HIGHLIGHT_BOXES = 3;
export const HIGHLIGHT_POINTS_PER_BOX = 2;
/** Text of a highlight box used to pad up to HIGHLIGHT_BOXES. */
export const HIGHLIGHT_BOX_FILLER = 'Experienced Astrologer\nPersonalized Consultations';
/** Related products shown on a product page. */
export const RELATED_PRODUCTS_MAX = 4;
/** Minimum quantity of a product or selected chadhava item. */
export const QUANTITY_MIN = 1;
/** Characters of a booking id shown on receipts (the last ones). */
export const BOOKING_ID_SHORT = 8;
/** Prasad feedback comment length. */
export const FEEDBACK_COMMENT_MIN = 10;
export const FEEDBACK_COMMENT_MAX = 500;
/** Prasad feedback rating scale. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Live darshan page loading delay. */
export const LIVE_DARSHAN_LOADING_MS = 1500;
/** Product order what-happens-next texts. */
export const ORDER_CONFIRMATION_CALL_TEXT = 'within 2-4 hours';
export const ORDER_DISPATCH_TEXT = 'within 2-3 business days';

/** Store product categories (cloths = sacred attire, worship = puja essentials). */
export const PRODUCT_CATEGORIES = ['cloths', 'worship'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_CATEGORY_LABELS: Readonly<Record<ProductCategory, string>> = {
  cloths: 'Sacred Attire',
  worship: 'Puja Essentials',
};
/** Category selected when the store opens. */
export const STORE_DEFAULT_CATEGORY: ProductCategory = 'cloths';

/** Settings choices. */
export const LANGUAGES = ['English', 'Hindi', 'Sanskrit'] as const;
export type Language = (typeof LANGUAGES)[number];
export const TIMEZONES = ['IST', 'UTC', 'EST'] as const;
export type Timezone = (typeof TIMEZONES)[number];

/** Settings used when none are stored (part 3 §9). */
export const DEFAULT_SETTINGS = {
  darkMode: false,
  language: 'English',
  timezone: 'IST',
  notifications: {
    email: true,
    push: true,
    sms: false,
    ceremonies: true,
    donations: true,
    reminders: true,
    /** Issue 10: WhatsApp updates (part 1: "Updates are sent through WhatsApp"), on unless turned off. */
    whatsapp: true,
  },
  privacy: {
    profileVisible: true,
    shareActivity: false,
    allowAnalytics: true,
  },
} as const satisfies {
  darkMode: boolean;
  language: Language;
  timezone: Timezone;
  notifications: Record<string, boolean>;
  privacy: Record<string, boolean>;
};

/**
 * The seva team's hours (IST, every day): one set, for the phone, WhatsApp and the refund desk,
 * stated the same way on every page, e-mail and policy (issue 13: the spec gave two, 6 AM–10 PM on
 * its help pages and 10:30 AM–7:30 PM on its browsing pages). Change them here.
 */
export const SUPPORT_WINDOW = { opens: 9, closes: 21 } as const;

const clock12 = (h: number) => `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;
// Hindi names the part of the day instead of AM/PM.
const dayPart = (h: number) => (h < 12 ? 'सुबह' : h < 16 ? 'दोपहर' : h < 19 ? 'शाम' : 'रात');
const clockHi = (h: number) => `${dayPart(h)} ${h % 12 === 0 ? 12 : h % 12} बजे`;

/** '9 AM to 9 PM, every day' / 'हर दिन सुबह 9 बजे से रात 9 बजे तक'. */
export function supportHoursText(lang: 'en' | 'hi' = 'en'): string {
  const { opens, closes } = SUPPORT_WINDOW;
  return lang === 'hi' ? `हर दिन ${clockHi(opens)} से ${clockHi(closes)} तक` : `${clock12(opens)} to ${clock12(closes)}, every day`;
}

/**
 * Support hours as stated (English). Phone and WhatsApp numbers are configuration
 * (SUPPORT_PHONE, SUPPORT_WHATSAPP), not constants.
 */
export const SUPPORT_HOURS = {
  phone: supportHoursText('en'),
  chat: supportHoursText('en'),
  emailReply: 'within 24 hours',
  refundDesk: supportHoursText('en'),
} as const;

/**
 * Puja refund tiers by hours before the puja, checked in order: more than 24 h → 100 %,
 * 12 to 24 h (both ends included) → 50 %, under 12 h → none. See `pujaRefundPercent`.
 */
export const REFUND_TIERS = [
  { minHours: 24, minInclusive: false, percent: 100, label: 'More than 24 hours before' },
  { minHours: 12, minInclusive: true, percent: 50, label: '12 to 24 hours before' },
  { minHours: Number.NEGATIVE_INFINITY, minInclusive: true, percent: 0, label: 'Less than 12 hours before' },
] as const;

/** Other policy figures stated in the static pages (part 3 §9). */
export const POLICY = {
  /** Puja cancel or reschedule allowed up to this many hours before. */
  pujaCancelHoursBefore: 24,
  /** Prasad ships this many business days after the puja. */
  prasadShipBusinessDays: '3-5',
  /** 80G certificate for donations above this amount (rupees). */
  certificate80GMinRupees: 500,
  /** 80G certificate e-mailed within this many days. */
  certificate80GDays: 7,
  /** Refund request within this many hours. */
  refundRequestHours: 24,
  /** Refund processing time. */
  refundProcessingBusinessDays: '5-7',
  /** Refund time for donations already at the temple. */
  refundDonationAtTempleDays: '15-30',
  /** Astrologer no-show: full refund when not joined within this many minutes. */
  astroNoShowMinutes: 15,
  /** Astrology: 50 % refund when less than this share of the consultation was completed. */
  astroPartialRefundBelowPercent: 50,
  astroPartialRefundPercent: 50,
  /** Astrology complaints within this many hours. */
  astroComplaintHours: 24,
  /** Astrology per-minute rate range stated (rupees). */
  astroRatePerMinuteRupees: '10-50',
  /** Disputed charges within this many days. */
  disputeDays: 30,
  /** Refund review time. */
  refundReviewHours: '24-48',
  /** Date printed on the policy pages. */
  lastUpdated: 'January 2024',
} as const;
