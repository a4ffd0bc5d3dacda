import { defineMessages, type KeyOf, type Translator } from '../../../../../lib/i18n/index';
import en, { type HelpMessages } from './en';

export type HelpKey = KeyOf<HelpMessages>;
export type HelpT = Translator<HelpMessages>;

/** The FAQ and the user guides (namespace `pages-help`), read by /faq and /help. */
const messages = defineMessages('pages-help', en, () => import('./hi'));

export { en as helpEnglish };
export const useHelpT = messages.useT;
export const helpIn = messages.in;
