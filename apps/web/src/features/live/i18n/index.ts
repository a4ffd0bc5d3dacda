import { defineMessages } from '../../../lib/i18n/index';
import en from './en';

/** The live darshan pages' words (namespace `live`); Hindi loads only for those who choose it. */
const messages = defineMessages('live', en, () => import('./hi'));

export const useLiveT = messages.useT;
export const liveT = messages.t;
