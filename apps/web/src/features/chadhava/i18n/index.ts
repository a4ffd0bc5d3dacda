import { defineMessages, type KeyOf } from '../../../lib/i18n/index';
import en, { type ChadhavaMessages } from './en';

export type ChadhavaKey = KeyOf<ChadhavaMessages>;

/** The chadhava pages' words (namespace `chadhava`); Hindi loads only for those who choose it. */
const messages = defineMessages('chadhava', en, () => import('./hi'));

export const useChadhavaT = messages.useT;
/** Outside React (toasts, lib helpers): the current language. */
export const chadhavaT = messages.t;
export const chadhavaIn = messages.in;
