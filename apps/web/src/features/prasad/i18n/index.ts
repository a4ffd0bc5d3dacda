import { defineMessages, type KeyOf, type Translator } from '../../../lib/i18n/index';
import en, { type PrasadMessages } from './en';

export type { Vars } from '../../../lib/i18n/index';
export type PrasadKey = KeyOf<PrasadMessages>;
export type PrasadT = Translator<PrasadMessages>;

/** The prasad pages' words (namespace `prasad`); Hindi loads only for those who choose it. */
const messages = defineMessages('prasad', en, () => import('./hi'));

export const prasadT = messages.in;
export const usePrasadT = messages.useT;
