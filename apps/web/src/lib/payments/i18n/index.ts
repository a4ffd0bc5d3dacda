import { defineMessages } from '../../i18n/index';
import en from './en';

/** The pay flow's words (namespace `payFlow`): toasts are built when shown, in the reader's language. */
const messages = defineMessages('payFlow', en, () => import('./hi'));

export const payFlowT = messages.t;
