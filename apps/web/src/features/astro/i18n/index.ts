import { defineMessages, type KeyOf } from '../../../lib/i18n/index';
import en, { type AstroMessages } from './en';

export type AstroKey = KeyOf<AstroMessages>;

/** The astrology pages' words (namespace `astro`); Hindi loads only for those who choose it. */
const messages = defineMessages('astro', en, () => import('./hi'));

export const useAstroT = messages.useT;
/** Outside React (toasts, lib helpers): the current language. */
export const astroT = messages.t;
export const astroIn = messages.in;
