import { defineMessages, type Translator } from '../../../lib/i18n/index';
import en, { type PromisesMessages } from './en';

export type PromisesT = Translator<PromisesMessages>;

/** The promise timeline's words (namespace `promises`); Hindi loads only for those who choose it. */
const messages = defineMessages('promises', en, () => import('./hi'));

export const usePromisesT = messages.useT;
export const promisesT = messages.t;
