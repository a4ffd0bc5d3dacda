import { defineMessages, type KeyOf, type Translator } from '../../../lib/i18n/index';
import en, { type AccountMessages } from './en';

export type AccountKey = KeyOf<AccountMessages>;

/** The account's words (namespace `account`); Hindi loads only for those who choose it. */
const messages = defineMessages('account', en, () => import('./hi'));

export const useAccountT = messages.useT;
export const accountT = messages.t;
export const accountIn = messages.in;
export type AccountT = Translator<AccountMessages>;
