import type { PaymentOrderStatus } from '../../db/schema/payments';

export type { PaymentOrderStatus };

/**
 * The one state machine of every payable thing, forward only:
 * - pending → paid | failed | expired
 * - failed → paid (a later successful attempt on the same order still ends paid)
 * - expired → paid (money captured after expiry is never lost)
 * - paid never changes.
 */
export const TRANSITIONS: Readonly<Record<PaymentOrderStatus, readonly PaymentOrderStatus[]>> = {
  pending: ['paid', 'failed', 'expired'],
  failed: ['paid'],
  expired: ['paid'],
  paid: [],
};

export const PAYMENT_ORDER_STATUSES = Object.keys(TRANSITIONS) as PaymentOrderStatus[];

export function canTransition(from: PaymentOrderStatus, to: PaymentOrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses an order may be in for a move to `to` (the WHERE of the conditional UPDATE). */
export function statusesFrom(to: PaymentOrderStatus): PaymentOrderStatus[] {
  return PAYMENT_ORDER_STATUSES.filter((from) => canTransition(from, to));
}
