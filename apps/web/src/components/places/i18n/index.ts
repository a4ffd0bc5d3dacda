import { defineMessages, type KeyOf } from '../../../lib/i18n/index';
import en, { type PlacesMessages } from './en';

export type PlacesKey = KeyOf<PlacesMessages>;

/** The place search's words (namespace `places`); Hindi loads only for those who choose it. */
const messages = defineMessages('places', en, () => import('./hi'));

export const usePlacesT = messages.useT;
/** Outside React (place-names.ts): the current language. */
export const placesT = messages.t;
export const placesIn = messages.in;
