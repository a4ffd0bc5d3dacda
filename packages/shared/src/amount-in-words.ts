/**
 * An amount in words the Indian way, as receipts and cheques print it: lakh and crore, no "and",
 * 'Rupees One Lakh Fifty Thousand One Only', 'Rupees Ten and Fifty Paise Only'.
 */
import { toPaise } from './money';

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 < n < 100. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones ? `${TENS[Math.floor(n / 10)]} ${ONES[ones]}` : TENS[Math.floor(n / 10)]!;
}

/** 0 < n < 1000. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/**
 * A whole number in words with the Indian grouping: crore (10^7), lakh (10^5), thousand,
 * hundred. Above 99 crore the crores are themselves counted ('One Hundred Crore').
 */
export function integerInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${integerInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 'Rupees One Lakh Fifty Thousand One Only' for 150001; paise are named when there are any. */
export function amountInWords(rupees: number): string {
  const paise = toPaise(rupees);
  if (paise < 0) throw new RangeError(`Not an amount: ${rupees}`);
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  if (fraction === 0) return `Rupees ${integerInWords(whole)} Only`;
  const paiseWords = `${belowHundred(fraction)} Paise`;
  return whole === 0 ? `${paiseWords} Only` : `Rupees ${integerInWords(whole)} and ${paiseWords} Only`;
}
