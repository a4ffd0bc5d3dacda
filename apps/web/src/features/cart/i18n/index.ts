import { defineMessages } from '../../../lib/i18n/index';
import en from './en';

/** The cart page's words (namespace `cart`); Hindi loads only for those who choose it. */
const messages = defineMessages('cart', en, () => import('./hi'));

export const useCartT = messages.useT;
export const cartT = messages.t;
