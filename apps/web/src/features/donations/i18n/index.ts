import { defineMessages, type KeyOf } from '../../../lib/i18n/index';
import en, { type DonationsMessages } from './en';

export type DonationsKey = KeyOf<DonationsMessages>;

/** The donation pages' words (namespace `donations`); Hindi loads only for those who choose it. */
const messages = defineMessages('donations', en, () => import('./hi'));

export const useDonationsT = messages.useT;
/** Outside React (toasts, lib helpers): the current language. */
export const donationsT = messages.t;
export const donationsIn = messages.in;
