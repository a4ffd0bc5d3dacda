import { defineMessages } from '../../../lib/i18n/index';
import en from './en';

/** The pujas pages' words (namespace `pujas`); Hindi loads only for those who choose it. */
const messages = defineMessages('pujas', en, () => import('./hi'));

export const usePujasT = messages.useT;
export const pujasT = messages.t;
