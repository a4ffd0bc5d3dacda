/**
 * What a devotee types into a money field (dakshina, donation amount, any later one). Whole
 * rupees only: a decimal point or any other character is a visible error, never stripped into a
 * different number ('501.00' is not ₹50,100, '50.5' is not ₹505). Empty means 0.
 */
export const WHOLE_RUPEES_MESSAGE = 'Enter whole rupees';
export const AMOUNT_TOO_LARGE_MESSAGE = 'Please enter a smaller amount';
/** The largest amount one money field takes (₹1 crore): far above any offering, far below overflow. */
export const MONEY_INPUT_MAX = 10_000_000;

export type ParsedRupees = { amount: number; error: string | null };

export function parseWholeRupees(text: string): ParsedRupees {
  const t = text.replace(/[\s,₹]/g, '');
  if (t === '') return { amount: 0, error: null };
  if (!/^\d+$/.test(t)) return { amount: 0, error: WHOLE_RUPEES_MESSAGE };
  const amount = Number(t);
  if (!Number.isSafeInteger(amount) || amount > MONEY_INPUT_MAX) return { amount: 0, error: AMOUNT_TOO_LARGE_MESSAGE };
  return { amount, error: null };
}
