import { amountInWords, amountInWordsHi } from '@sankalp/shared/amount-in-words';
import { formatINR, toRupees } from '@sankalp/shared/money';
import { formatDateGB } from '@sankalp/shared/timing';
import { DEMO_FOUNDATION, type Config } from '../../config';
import { mailDate } from '../../lib/mail/mail-words';
import { no80GReason, PAYMENT_MODES_HI, receiptWord, type ReceiptLanguage } from '../../lib/pdf/receipt-words';
import { donationNames, receipt80GOf } from './donations.mappers';
import type { DonationBundle, ReaderTexts } from './donations.repository';

/** What a donation receipt says, independent of how it is drawn (receipt-pdf.ts). Amounts in rupees. */
export type ReceiptContent = {
  /** The language it is written in (the devotee's: payable-language.ts). */
  language: ReceiptLanguage;
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
export function paymentModeLabel(method: string | null, lang: ReceiptLanguage = 'en'): string {
  const english = (method && METHOD_LABELS[method]) || 'Online';
  return lang === 'hi' ? (PAYMENT_MODES_HI[english] ?? english) : english;
}

export const usesDemoIssuer = (config: Config) =>
  (Object.keys(DEMO_FOUNDATION) as Array<keyof typeof DEMO_FOUNDATION>).some((k) => config[k] === DEMO_FOUNDATION[k]);

/**
 * The receipt of a paid donation (its receipt number is given in the paying transaction), in
 * `lang`, naming the campaign and sevas as the donation's page does for that reader (`texts`).
 */
export function receiptContent(
  config: Config,
  b: DonationBundle,
  lang: ReceiptLanguage = 'en',
  texts?: ReaderTexts,
): ReceiptContent {
  const t = (key: Parameters<typeof receiptWord>[1], values?: Record<string, string | number>) =>
    receiptWord(lang, key, values);
  const inWords = lang === 'hi' ? amountInWordsHi : amountInWords;
  const { donation: d } = b;
  const names = donationNames(b, texts);
  if (d.paymentStatus !== 'completed' || !d.receiptNumber || !d.paidAt)
    throw new Error(`donation ${d.id} has no receipt yet (${d.paymentStatus})`);
  const verdict = receipt80GOf(d);
  const total = toRupees(d.amountTotalPaise);
  const lines: ReceiptContent['lines'] = names.sevas.map((s) => ({
    particulars: s.title,
    quantity: s.quantity,
    rate: toRupees(s.pricePaise),
    amount: toRupees(s.pricePaise * s.quantity),
  }));
  if (d.customPaise > 0) {
    lines.push({
      particulars: t(lines.length ? 'additionalDonation' : 'donationLine'),
      quantity: null,
      rate: null,
      amount: toRupees(d.customPaise),
    });
  }
  const mode = paymentModeLabel(d.paymentMethod, lang);
  return {
    language: lang,
    is80G: verdict.eligible,
    title: t(verdict.eligible ? 'title80G' : 'title'),
    issuer: {
      name: config.FOUNDATION_NAME,
      address: config.FOUNDATION_ADDRESS,
      pan: config.FOUNDATION_PAN,
      registration80G: config.FOUNDATION_80G_REGISTRATION,
    },
    number: d.receiptNumber,
    date: mailDate(lang, d.paidAt, formatDateGB),
    reference: d.reference,
    donor: { name: d.donorName, address: d.donorAddress, pan: d.donorPan },
    campaign: names.campaign,
    lines,
    total,
    totalInWords: inWords(total),
    payment: { mode, id: d.paymentId ?? '' },
    statement: verdict.eligible
      ? {
          heading: t('heading80G'),
          text: t('statement80G', {
            name: d.donorName,
            pan: d.donorPan ?? '',
            amount: formatINR(total),
            words: inWords(total),
            mode,
            campaign: names.campaign,
            issuer: config.FOUNDATION_NAME,
            issuerPan: config.FOUNDATION_PAN,
            registration: config.FOUNDATION_80G_REGISTRATION,
          }),
        }
      : {
          heading: t('headingNo80G'),
          text: t('statementNo80G', {
            reason: no80GReason(lang, verdict) ?? '',
            amount: formatINR(total),
            campaign: names.campaign,
          }),
        },
    specimen: usesDemoIssuer(config),
    contact: `${config.SUPPORT_EMAIL} · ${config.SUPPORT_PHONE}`,
  };
}

/** The PDF's file name: the receipt number with its slashes made dashes. */
export const receiptFilename = (receiptNumber: string) => `Receipt-${receiptNumber.replaceAll('/', '-')}.pdf`;
