import { amountInWords } from '@sankalp/shared/amount-in-words';
import { formatINR, toRupees } from '@sankalp/shared/money';
import { formatDateGB } from '@sankalp/shared/timing';
import { DEMO_FOUNDATION, type Config } from '../../config';
import { receipt80GOf } from './donations.mappers';
import type { DonationBundle } from './donations.repository';

/** What a donation receipt says, independent of how it is drawn (receipt-pdf.ts). Amounts in rupees. */
export type ReceiptContent = {
  /** An 80G receipt (section 80G statement) or a plain donation receipt. */
  is80G: boolean;
  title: string;
  issuer: { name: string; address: string; pan: string; registration80G: string };
  number: string;
  /** Receipt date: the payment's IST date. */
  date: string;
  reference: string;
  donor: { name: string; address: string; pan: string | null };
  campaign: string;
  lines: Array<{ particulars: string; quantity: number | null; rate: number | null; amount: number }>;
  total: number;
  totalInWords: string;
  payment: { mode: string; id: string };
  /** The section 80G statement, or why this receipt is not an 80G receipt. */
  statement: { heading: string; text: string };
  /** Made with a demo issuer (config defaults): says so on the page. */
  specimen: boolean;
  contact: string;
};

const METHOD_LABELS: Record<string, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
  bank_transfer: 'Bank transfer',
};

/** How the devotee paid, as a receipt prints it; 'Online' when the provider did not say. */
export const paymentModeLabel = (method: string | null) => (method && METHOD_LABELS[method]) || 'Online';

export const usesDemoIssuer = (config: Config) =>
  (Object.keys(DEMO_FOUNDATION) as Array<keyof typeof DEMO_FOUNDATION>).some((k) => config[k] === DEMO_FOUNDATION[k]);

/** The receipt of a paid donation (its receipt number is given in the paying transaction). */
export function receiptContent(config: Config, b: DonationBundle): ReceiptContent {
  const { donation: d, campaign } = b;
  if (d.paymentStatus !== 'completed' || !d.receiptNumber || !d.paidAt)
    throw new Error(`donation ${d.id} has no receipt yet (${d.paymentStatus})`);
  const verdict = receipt80GOf(d);
  const total = toRupees(d.amountTotalPaise);
  const lines: ReceiptContent['lines'] = b.sevas.map((s) => ({
    particulars: s.title,
    quantity: s.quantity,
    rate: toRupees(s.pricePaise),
    amount: toRupees(s.pricePaise * s.quantity),
  }));
  if (d.customPaise > 0) {
    lines.push({
      particulars: lines.length ? 'Additional donation' : 'Donation',
      quantity: null,
      rate: null,
      amount: toRupees(d.customPaise),
    });
  }
  const mode = paymentModeLabel(d.paymentMethod);
  return {
    is80G: verdict.eligible,
    title: verdict.eligible ? 'Donation Receipt under Section 80G' : 'Donation Receipt',
    issuer: {
      name: config.FOUNDATION_NAME,
      address: config.FOUNDATION_ADDRESS,
      pan: config.FOUNDATION_PAN,
      registration80G: config.FOUNDATION_80G_REGISTRATION,
    },
    number: d.receiptNumber,
    date: formatDateGB(d.paidAt),
    reference: d.reference,
    donor: { name: d.donorName, address: d.donorAddress, pan: d.donorPan },
    campaign: campaign.title,
    lines,
    total,
    totalInWords: amountInWords(total),
    payment: { mode, id: d.paymentId ?? '' },
    statement: verdict.eligible
      ? {
          heading: 'Certificate under section 80G',
          text:
            `Received with thanks from ${d.donorName} (PAN ${d.donorPan}) the sum of ${formatINR(total)} (${amountInWords(total)}) ` +
            `by ${mode} as a donation towards "${campaign.title}". This donation is eligible for deduction under section 80G ` +
            `of the Income-tax Act, 1961. ${config.FOUNDATION_NAME} (PAN ${config.FOUNDATION_PAN}) is approved under section 80G ` +
            `vide registration number ${config.FOUNDATION_80G_REGISTRATION}. No goods or services were given to the donor in return for this donation.`,
        }
      : {
          heading: 'Not an 80G receipt',
          text:
            `${verdict.reason} This receipt acknowledges your donation of ${formatINR(total)} towards "${campaign.title}"; ` +
            'it does not carry a deduction under section 80G of the Income-tax Act, 1961.',
        },
    specimen: usesDemoIssuer(config),
    contact: `${config.SUPPORT_EMAIL} · ${config.SUPPORT_PHONE}`,
  };
}

/** The PDF's file name: the receipt number with its slashes made dashes. */
export const receiptFilename = (receiptNumber: string) => `Receipt-${receiptNumber.replaceAll('/', '-')}.pdf`;
