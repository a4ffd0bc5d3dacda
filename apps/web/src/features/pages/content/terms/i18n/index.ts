import { defineMessages } from '../../../../../lib/i18n/index';
import en from './en';

/** The terms of service (namespace `pages-terms`): only its own page loads it. */
const messages = defineMessages('pages-terms', en, () => import('./hi'));

export { en as termsEnglish };
export const useTermsT = messages.useT;
export const termsIn = messages.in;
