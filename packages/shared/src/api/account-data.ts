/**
 * The devotee's data (Digital Personal Data Protection Act, 2023): the file of
 * GET /users/{id}/data-export and the answer of POST /users/{id}/delete. Amounts are rupees,
 * times ISO-8601 strings. Never in the file: password or token hashes, reset codes, e-mail
 * bodies (they carry codes), access keys of records.
 */
import { IST_OFFSET_MS } from '../calendar';
import type { TwoFactorStatus } from '../schemas/two-factor';
import type { RoleGrant } from './admin';
import type { ProductOrderAddress } from './product-orders';

export const DATA_EXPORT_FORMAT = 'sankalp-data-export';
export const DATA_EXPORT_VERSION = 1;

/** The file's name for an export made at `at`: its IST date, e.g. sankalp-data-2026-11-21.json. */
export function dataExportFilename(at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return `sankalp-data-${new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10)}.json`;
}

export type ExportTransaction = {
  providerPaymentId: string;
  status: string;
  amount: number;
  currency: string;
  source: string;
  errorCode: string | null;
  errorDescription: string | null;
  createdAt: string;
};

/** One payment order of a record (a new one is made when the total changes), with the provider's payments. */
export type ExportPayment = {
  receipt: string;
  provider: string;
  providerOrderId: string | null;
  amount: number;
  currency: string;
  status: string;
  notes: Record<string, string>;
  createdAt: string;
  paidAt: string | null;
  failedAt: string | null;
  expiredAt: string | null;
  transactions: ExportTransaction[];
};

/** What every booking, order and donation of the file shares. */
export type ExportRecordBase = {
  id: string;
  reference: string;
  donor: { name: string; email: string; phone: string };
  amountTotal: number;
  paymentStatus: string;
  paymentId: string | null;
  paidAt: string | null;
  /** The language it was placed in: its later messages are written in it unless settings choose one. */
  language: 'en' | 'hi';
  createdAt: string;
  updatedAt: string;
  payments: ExportPayment[];
  /** Money given back (issue 14): processed, pending or failed refunds, oldest first. */
  refunds: Array<{ id: string; amount: number; status: string; createdAt: string; processedAt: string | null }>;
};

/** A delivery address as an order holds it (the store's shape, shared by every kind). */
export type ExportAddress = ProductOrderAddress;

export type ExportSankalp = {
  id: string;
  pujaId: string | null;
  fullName: string;
  gotra: string;
  phoneNumber: string;
  email: string;
  familyMembers: string[];
  wantsPrasad: boolean;
  prasadAddress: (Omit<ExportAddress, 'addressLine2'> & { addressLine2?: string }) | null;
  specialPrayers: string | null;
  createdAt: string;
};

export type DataExport = {
  format: typeof DATA_EXPORT_FORMAT;
  version: typeof DATA_EXPORT_VERSION;
  generatedAt: string;
  /** One sentence on what the file is and what it leaves out. */
  about: string;
  account: {
    id: string;
    fullName: string;
    email: string;
    phoneNumber: string;
    userStuffId: string;
    createdAt: string;
    updatedAt: string;
  };
  /** As saved from the settings page; null when never saved (the defaults apply). */
  settings: Record<string, unknown> | null;
  addresses: Array<ExportAddress & { id: string; isDefault: boolean; createdAt: string }>;
  /** Sankalp forms (who a puja is performed for), booked or not. */
  sankalps: ExportSankalp[];
  pujaBookings: Array<
    ExportRecordBase & {
      puja: { id: string; title: string };
      package: { id: string; title: string | null };
      sankalpId: string;
      packagePrice: number;
      chadhavaTotal: number;
      dakshina: number;
      chadhavaIncluded: boolean | null;
      messageForPandit: string | null;
      chadhavaItems: Array<{ title: string; price: number; quantity: number }>;
    }
  >;
  chadhavaBookings: Array<
    ExportRecordBase & {
      event: { id: string; name: string | null };
      gotra: string | null;
      basePrice: number;
      offerings: Array<{ name: string; type: string; price: number; quantity: number }>;
    }
  >;
  donations: Array<
    ExportRecordBase & {
      campaign: { id: string; title: string | null };
      address: string;
      gotra: string;
      pan: string | null;
      sevasTotal: number;
      customAmount: number;
      campaignEligible80G: boolean;
      paymentMethod: string | null;
      receiptNumber: string | null;
      sevas: Array<{ title: string; price: number; quantity: number }>;
    }
  >;
  productOrders: Array<
    ExportRecordBase & {
      shippingAddress: ExportAddress;
      status: string | null;
      lines: Array<{ name: string; size: string; color: string; price: number; quantity: number }>;
    }
  >;
  prasadOrders: Array<
    ExportRecordBase & {
      orderId: string;
      trackingId: string;
      temple: string;
      title: string;
      items: string[];
      price: number;
      quantity: number;
      shippingAddress: ExportAddress;
      feedback: { rating: number; comment: string; createdAt: string } | null;
    }
  >;
  consultations: Array<
    ExportRecordBase & {
      pandit: { id: string; name: string | null };
      serviceType: string;
      startsAt: string;
      endsAt: string;
      specialRequests: string | null;
    }
  >;
  savedKundlis: Array<{
    id: string;
    name: string;
    place: string;
    dateOfBirth: string;
    timeOfBirth: string;
    timeUnknown: boolean;
    latitude: number;
    longitude: number;
    timezone: string | null;
    utcOffsetMinutes: number | null;
    createdAt: string;
  }>;
  /** Messages sent from the contact and help forms (by this account or from its e-mail), with the team's replies. */
  supportMessages: Array<{
    id: string;
    subject: string | null;
    status: 'open' | 'closed';
    /** The language the support team answers it in. */
    language: 'en' | 'hi';
    createdAt: string;
    messages: Array<{ from: 'devotee' | 'staff'; body: string; at: string }>;
  }>;
  cart: Array<{
    productId: string;
    name: string | null;
    size: string;
    color: string;
    quantity: number;
    updatedAt: string;
  }>;
  /** Sign-ins: when, until when, and whether ended (the tokens themselves are never stored). */
  sessions: Array<{
    id: string;
    rememberMe: boolean;
    createdAt: string;
    lastSeenAt: string;
    expiresAt: string;
    revokedAt: string | null;
  }>;
  /** E-mails sent to the account's address: subject and dates (bodies may hold one-time codes). */
  emails: Array<{ subject: string; createdAt: string; sentAt: string | null; attachments: string[] }>;
  /** Notifications of the account (issue 10), with the channels each went out on. */
  notifications: Array<{
    id: string;
    type: string;
    title: string;
    body: string;
    link: string | null;
    readAt: string | null;
    createdAt: string;
    deliveries: Array<{ channel: string; status: string; sentAt: string | null }>;
  }>;
  /** Browsers with push notifications on: the push service address each receives at. */
  pushSubscriptions: Array<{ endpoint: string; createdAt: string }>;
  /** Two-factor sign-in (whether on, since when, recovery codes left; never the secret) and staff roles. */
  security: { twoFactor: TwoFactorStatus; roles: RoleGrant[] };
};

/** The file as served: the API's usual envelope around the export. */
export type DataExportFile = { success: true; message: string; data: DataExport };

/** data of POST /users/{id}/delete. */
export type AccountDeleted = { deletedAt: string };
