import { defineMessages } from '../../../lib/i18n/index';
import en from './en';

/** The catalog pieces' words (namespace `catalog`); Hindi loads only for those who choose it. */
const messages = defineMessages('catalog', en, () => import('./hi'));

export const useCatalogT = messages.useT;
export const catalogT = messages.t;
export const catalogIn = messages.in;
