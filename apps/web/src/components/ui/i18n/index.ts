import { defineMessages } from '../../../lib/i18n/index';
import en from './en';

/** The shared UI blocks' words (namespace `ui`); Hindi loads only for those who choose it. */
const messages = defineMessages('ui', en, () => import('./hi'));

export const useUiT = messages.useT;
export const uiT = messages.t;
