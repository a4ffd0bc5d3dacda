/**
 * The donation receipt's own words in English and Hindi (issue 13): the `receipt` namespace of the
 * server's translator (lib/i18n), for the receipt drawn by modules/donations/receipt-pdf.ts in the
 * devotee's language. The PDF fonts (text.ts: Noto Sans
 * with its Devanagari subset, shaped by fontkit) draw Hindi correctly, conjuncts such as क्ष, त्र,
 * श्र and every matra included (checked by eye at 110 dpi; receipt-words.test.ts checks the font).
 * English stays byte-identical to what the receipt says today. `{name}` stands for a value.
 */
import { POLICY } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import type { No80GReason, Receipt80G } from '@sankalp/shared/schemas/donation';
import { serverMessages, type ServerLanguage } from '../i18n/translator';

export type ReceiptLanguage = ServerLanguage;

const EN = {
  heading: 'DONATION RECEIPT',
  section80G: 'SECTION 80G',
  acknowledgement: 'Acknowledgement of donation',
  registration80G: '80G registration no. {number}',
  receiptNo: 'Receipt no.',
  receiptDate: 'Receipt date',
  reference: 'Reference',
  paymentMode: 'Mode of payment',
  receivedFrom: 'Received with thanks from',
  donorPan: 'PAN of donor: {pan}',
  panNotGiven: 'not given',
  towards: 'Towards',
  particulars: 'Particulars',
  qty: 'Qty',
  rate: 'Rate',
  amount: 'Amount',
  moreSevas: '{count} more sevas',
  totalReceived: 'Total received',
  amountInWords: 'Amount in words',
  paidOnline: 'Paid online by {mode}',
  paymentId: ' · payment ID {id}',
  forIssuer: 'For {issuer}',
  signatory: 'Authorised signatory',
  keepIt: 'This receipt is generated electronically when the payment is confirmed. Please keep it for your records.',
  keepIt80G:
    'This receipt is generated electronically when the payment is confirmed. Please keep it for your records and your income-tax return.',
  questions: 'Questions about this receipt? {contact} · quote reference {reference}',
  specimenNote: 'SPECIMEN: issued with demo trust details, not valid for income-tax purposes',
  specimen: 'SPECIMEN',
  title: 'Donation Receipt',
  title80G: 'Donation Receipt under Section 80G',
  heading80G: 'Certificate under section 80G',
  headingNo80G: 'Not an 80G receipt',
  donationLine: 'Donation',
  additionalDonation: 'Additional donation',
  statement80G:
    'Received with thanks from {name} (PAN {pan}) the sum of {amount} ({words}) by {mode} as a donation towards "{campaign}". ' +
    'This donation is eligible for deduction under section 80G of the Income-tax Act, 1961. {issuer} (PAN {issuerPan}) is ' +
    'approved under section 80G vide registration number {registration}. No goods or services were given to the donor in ' +
    'return for this donation.',
  statementNo80G:
    '{reason} This receipt acknowledges your donation of {amount} towards "{campaign}"; it does not carry a deduction ' +
    'under section 80G of the Income-tax Act, 1961.',
} as const;

export type ReceiptWords = { readonly [K in keyof typeof EN]: string };

const HI: ReceiptWords = {
  heading: 'दान रसीद',
  section80G: 'धारा 80G',
  acknowledgement: 'दान की पावती',
  registration80G: '80G पंजीकरण संख्या {number}',
  receiptNo: 'रसीद संख्या',
  receiptDate: 'रसीद की तारीख',
  reference: 'संदर्भ',
  paymentMode: 'भुगतान का माध्यम',
  receivedFrom: 'सधन्यवाद प्राप्त',
  donorPan: 'दानदाता का PAN: {pan}',
  panNotGiven: 'नहीं दिया गया',
  towards: 'किस हेतु',
  particulars: 'विवरण',
  qty: 'संख्या',
  rate: 'दर',
  amount: 'राशि',
  moreSevas: '{count} और सेवाएँ',
  totalReceived: 'कुल प्राप्त राशि',
  amountInWords: 'राशि शब्दों में',
  paidOnline: '{mode} से ऑनलाइन भुगतान',
  paymentId: ' · भुगतान ID {id}',
  forIssuer: '{issuer} की ओर से',
  signatory: 'अधिकृत हस्ताक्षरकर्ता',
  keepIt: 'यह रसीद भुगतान की पुष्टि होते ही इलेक्ट्रॉनिक रूप से बनी है। कृपया इसे अपने रिकॉर्ड के लिए संभालकर रखें।',
  keepIt80G: 'यह रसीद भुगतान की पुष्टि होते ही इलेक्ट्रॉनिक रूप से बनी है। कृपया इसे अपने रिकॉर्ड और आयकर रिटर्न के लिए संभालकर रखें।',
  questions: 'इस रसीद के बारे में कोई प्रश्न? {contact} · संदर्भ {reference} बताएँ',
  specimenNote: 'नमूना: डेमो ट्रस्ट के विवरण से बनी, आयकर के लिए मान्य नहीं',
  specimen: 'नमूना',
  title: 'दान रसीद',
  title80G: 'धारा 80G के अंतर्गत दान रसीद',
  heading80G: 'धारा 80G के अंतर्गत प्रमाणपत्र',
  headingNo80G: 'यह 80G रसीद नहीं है',
  donationLine: 'दान',
  additionalDonation: 'अतिरिक्त दान',
  statement80G:
    '{name} (PAN {pan}) से {amount} ({words}) की राशि {mode} द्वारा "{campaign}" हेतु दान के रूप में सधन्यवाद प्राप्त हुई। ' +
    'यह दान आयकर अधिनियम, 1961 की धारा 80G के अंतर्गत कटौती के योग्य है। {issuer} (PAN {issuerPan}) पंजीकरण संख्या ' +
    '{registration} द्वारा धारा 80G के अंतर्गत अनुमोदित है। इस दान के बदले दानदाता को कोई वस्तु या सेवा नहीं दी गई।',
  statementNo80G:
    '{reason} यह रसीद "{campaign}" हेतु आपके {amount} के दान की पावती है; इस पर आयकर अधिनियम, 1961 की धारा 80G के ' +
    'अंतर्गत कटौती नहीं मिलती।',
};

export const RECEIPT_WORDS: Record<ReceiptLanguage, ReceiptWords> = { en: EN, hi: HI };
const say = serverMessages('receipt', EN, HI);

/** A receipt word in `lang` with its values filled in ('PAN of donor: {pan}' → 'PAN of donor: ABCDE1234F'). */
export function receiptWord(
  lang: ReceiptLanguage,
  key: keyof ReceiptWords,
  values: Record<string, string | number> = {},
): string {
  return say(lang, key, values);
}

/** How the devotee paid, in Hindi (receipt-content's English labels as keys; UPI and EMI stay as they are). */
export const PAYMENT_MODES_HI: Readonly<Record<string, string>> = {
  UPI: 'UPI',
  Card: 'कार्ड',
  'Net banking': 'नेट बैंकिंग',
  Wallet: 'वॉलेट',
  EMI: 'EMI',
  'Bank transfer': 'बैंक ट्रांसफ़र',
  Online: 'ऑनलाइन',
};

/** Why a receipt is not an 80G receipt, in Hindi (NO_80G_REASON_TEXT of @sankalp/shared in English). */
const NO_80G_REASONS_HI: Record<No80GReason, string> = {
  amount: `राशि ${formatINR(POLICY.certificate80GMinRupees)} से अधिक नहीं है`,
  pan: 'PAN नहीं दिया गया',
  campaign: 'यह अभियान 80G के योग्य नहीं है',
};

/**
 * The one sentence that says why a receipt is not an 80G receipt, in `lang` (null for an 80G
 * receipt): the English is receipt80G's own; the Hindi is built from the same reasons.
 */
export function no80GReason(lang: ReceiptLanguage, verdict: Receipt80G): string | null {
  if (lang === 'en' || verdict.reason === null) return verdict.reason;
  const parts = verdict.reasons.map((r) => NO_80G_REASONS_HI[r]);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} और ${parts.at(-1)}`;
  return `80G प्रमाणपत्र नहीं: ${list}।`;
}
