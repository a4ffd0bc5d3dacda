import { defineMessages, type KeyOf } from '../../../lib/i18n/index';
import en, { type ConsoleMessages } from './en';

export type { Vars } from '../../../lib/i18n/index';
export type ConsoleKey = KeyOf<ConsoleMessages>;

/** The console's words (namespace `console`), in the site's language (the toggle is the site's). */
const messages = defineMessages('console', en, () => import('./hi'));

/** A translator for console strings in a given language. */
export const consoleT = messages.in;
export const useConsoleT = messages.useT;
