import { defineMessages, type KeyOf, type Translator } from '../../../lib/i18n/index';
import en, { type PagesMessages } from './en';

export type PagesKey = KeyOf<PagesMessages>;
export type PagesT = Translator<PagesMessages>;

/** The static pages' words (namespace `pages`); Hindi loads only for those who choose it. */
const messages = defineMessages('pages', en, () => import('./hi'));

export const usePagesT = messages.useT;
export const pagesT = messages.t;
export const pagesIn = messages.in;
