import { defineMessages, type KeyOf } from '../../../lib/i18n/index';
import en, { type PaymentsMessages } from './en';

export type PaymentsKey = KeyOf<PaymentsMessages>;

/** The payment components' words (namespace `payments`); Hindi loads only for those who choose it. */
const messages = defineMessages('payments', en, () => import('./hi'));

export const usePaymentsT = messages.useT;
export const paymentsT = messages.t;
