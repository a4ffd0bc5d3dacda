import { defineMessages } from '../../../lib/i18n/index';
import en from './en';

/** The panchang page's words (namespace `panchang`); Hindi loads only for those who choose it. */
const messages = defineMessages('panchang', en, () => import('./hi'));

export const usePanchangT = messages.useT;
