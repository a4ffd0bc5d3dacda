import { defineMessages } from '../../i18n/index';
import en from './en';

/** The session's notices (namespace `session`): toasts said in the reader's language. */
const messages = defineMessages('session', en, () => import('./hi'));

export const sessionT = messages.t;
