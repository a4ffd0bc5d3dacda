import { defineMessages } from '../../../lib/i18n/index';
import en from './en';

/** The Add to Cart button's words (namespace `cartButton`); Hindi loads only for those who choose it. */
const messages = defineMessages('cartButton', en, () => import('./hi'));

export const useCartButtonT = messages.useT;
export const cartButtonT = messages.t;
