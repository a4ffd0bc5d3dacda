import { defineMessages } from '../../../lib/i18n/index';
import en from './en';

/** The kundli pages' words (namespace `kundli`); Hindi loads only for those who choose it. */
const messages = defineMessages('kundli', en, () => import('./hi'));

export const useKundliT = messages.useT;
export const kundliT = messages.t;
