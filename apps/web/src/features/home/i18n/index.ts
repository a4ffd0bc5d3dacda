import { defineMessages } from '../../../lib/i18n/index';
import en from './en';

/** The home page's words (namespace `home`); Hindi loads only for those who choose it. */
const messages = defineMessages('home', en, () => import('./hi'));

export const useHomeT = messages.useT;
export const homeT = messages.t;
