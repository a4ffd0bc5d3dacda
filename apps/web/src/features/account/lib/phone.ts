import { PHONE_COUNTRY_CODE } from '@sankalp/shared/constants';

/**
 * The number typed beside the +91 select, as the server wants it: '+91' and the digits. A
 * leading 0 (trunk prefix) or a repeated 91 / +91 on a 12-digit entry is dropped.
 */
export function withIndianCode(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith(PHONE_COUNTRY_CODE)) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return `+${PHONE_COUNTRY_CODE}${digits}`;
}

/** '+919876543210' → '+91 98765 43210'; anything else unchanged. */
export function formatIndianPhone(phone: string | undefined): string {
  if (!phone) return '';
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone.replace(/[\s-]/g, ''));
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}
