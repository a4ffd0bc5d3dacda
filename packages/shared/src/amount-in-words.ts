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

// ─── Hindi (issue 13) ───────────────────────────────────────────────────────

/** 0..99 in Hindi: every number below a hundred has its own word. */
const HI_BELOW_HUNDRED = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उन्यासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानवे', 'बानवे', 'तिरानवे', 'चौरानवे', 'पचानवे', 'छियानवे', 'सत्तानवे', 'अट्ठानवे', 'निन्यानवे',
]; // prettier-ignore

/** A whole number in Hindi words, Indian grouping: करोड़, लाख, हज़ार, सौ ('एक लाख पचास हज़ार एक'). */
export function integerInWordsHi(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n < 100) return HI_BELOW_HUNDRED[n]!;
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const hundred = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  return [
    crore ? `${integerInWordsHi(crore)} करोड़` : '',
    lakh ? `${HI_BELOW_HUNDRED[lakh]} लाख` : '',
    thousand ? `${HI_BELOW_HUNDRED[thousand]} हज़ार` : '',
    hundred ? `${HI_BELOW_HUNDRED[hundred]} सौ` : '',
    rest ? HI_BELOW_HUNDRED[rest]! : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An amount in Hindi words as a Hindi receipt prints it: 'एक लाख पचास हज़ार एक रुपये मात्र' for
 * 150001, 'एक रुपया मात्र', 'दस रुपये पचास पैसे मात्र'; paise are named when there are any.
 */
export function amountInWordsHi(rupees: number): string {
  const paise = toPaise(rupees);
  if (paise < 0) throw new RangeError(`Not an amount: ${rupees}`);
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  const rupeeWords = `${integerInWordsHi(whole)} ${whole === 1 ? 'रुपया' : 'रुपये'}`;
  if (fraction === 0) return `${rupeeWords} मात्र`;
  const paiseWords = `${HI_BELOW_HUNDRED[fraction]} ${fraction === 1 ? 'पैसा' : 'पैसे'}`;
  return whole === 0 ? `${paiseWords} मात्र` : `${rupeeWords} ${paiseWords} मात्र`;
}
