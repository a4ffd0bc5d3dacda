import { defineMessages, type KeyOf } from '../../../lib/i18n/index';
import en, { type StoreMessages } from './en';

export type StoreKey = KeyOf<StoreMessages>;

/** The store' words (namespace `store`); Hindi loads only for those who choose it. */
const messages = defineMessages('store', en, () => import('./hi'));

export const useStoreT = messages.useT;
/** Outside React (toasts, lib helpers): the current language. */
export const storeT = messages.t;
export const storeIn = messages.in;
