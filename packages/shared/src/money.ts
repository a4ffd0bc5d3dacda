/**
 * Money helpers. Amounts are rupees in API JSON and on screen, integer paise in
 * arithmetic, the database and payment-provider calls.
 */

/** Rupees to integer paise (rounded to the nearest paisa). Non-finite input throws. */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`);
  // Shift the decimal point in the decimal text, not in binary: 1.005 → 101 paise, not 100.
  const abs = Math.abs(rupees);
  const text = String(abs);
  const paise = text.includes('e') ? Math.round(abs * 100) : Math.round(Number(`${text}e2`));
  return rupees < 0 && paise !== 0 ? -paise : paise;
}

/** Integer paise to rupees. */
export function toRupees(paise: number): number {
  return paise / 100;
}

/** Groups the digits of a non-negative integer string the Indian way: 1,23,45,678. */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const pairs: string[] = [];
  for (let end = rest.length; end > 0; end -= 2) pairs.unshift(rest.slice(Math.max(0, end - 2), end));
  return `${pairs.join(',')},${last3}`;
}

export interface FormatINROptions {
  /**
   * true (default): paise are shown, with two decimals, only when the amount is not a
   * whole number of rupees. false: always whole rupees (the store), rounded.
   */
  decimals?: boolean;
}

/**
 * '₹1,50,001', '₹10.50', '-₹500'. A pure implementation (no Intl locale data), so the
 * output is the same everywhere. Non-finite input is shown as ₹0.
 */
export function formatINR(rupees: number, options: FormatINROptions = {}): string {
  const decimals = options.decimals ?? true;
  const value = Number.isFinite(rupees) ? rupees : 0;
  const paise = Math.abs(toPaise(value));
  const whole = decimals ? Math.floor(paise / 100) : Math.round(paise / 100);
  const fraction = decimals ? paise % 100 : 0;
  const sign = value < 0 && (whole > 0 || fraction > 0) ? '-' : '';
  const body = groupIndian(String(whole));
  return fraction > 0 ? `${sign}₹${body}.${String(fraction).padStart(2, '0')}` : `${sign}₹${body}`;
}

/**
 * Pandit dakshina as entered (number or text): non-numeric, empty or negative → 0;
 * decimals are floored, so dakshina is always whole rupees.
 */
export function parseDakshina(value: unknown): number {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && value.trim() !== '') n = Number(value.trim());
  else return 0;
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.floor(n);
}

/**
 * Donation amount input rule: every non-digit is stripped, empty becomes 0
 * ('1,500' → 1500, 'abc' → 0). No minimum above 0 and no maximum.
 */
export function sanitizeAmountInput(input: string): number {
  const digits = input.replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}
