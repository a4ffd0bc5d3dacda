import { defineMessages } from '../../../../../lib/i18n/index';
import en from './en';

/** The privacy policy's text (namespace `pages-privacy`): only its own page loads it. */
const messages = defineMessages('pages-privacy', en, () => import('./hi'));

export { en as privacyEnglish };
export const usePrivacyT = messages.useT;
export const privacyIn = messages.in;
