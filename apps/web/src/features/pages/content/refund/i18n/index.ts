import { defineMessages } from '../../../../../lib/i18n/index';
import en from './en';

/** The refund policy's text (namespace `pages-refund`): only its own page loads it. */
const messages = defineMessages('pages-refund', en, () => import('./hi'));

export { en as refundEnglish };
export const useRefundT = messages.useT;
export const refundIn = messages.in;
