import { defineMessages } from '../../../lib/i18n/index';
import en from './en';

/** The temples pages' words (namespace `temples`); Hindi loads only for those who choose it. */
const messages = defineMessages('temples', en, () => import('./hi'));

export const useTemplesT = messages.useT;
