/**
 * The spec's validation and error messages in the reader's language (issue 13). The English text
 * is the message's identity: shared schemas and the server write English, and this turns it into
 * the reader's language where it is shown (the web's form fields; the server's error answers).
 */
import { SERVER_HI, ZOD_DEFAULTS_HI } from './server-hi';
import { VALIDATION_HI } from './validation-hi';

export type MessageLanguage = 'en' | 'hi';

/** Every English message we can say in Hindi: `{name}` in a key stands for a value (a limit, a price). */
export const MESSAGES_HI: Readonly<Record<string, string>> = { ...ZOD_DEFAULTS_HI, ...SERVER_HI, ...VALIDATION_HI };

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Template = { pattern: RegExp; names: string[]; hindi: string };

let templates: Template[] | undefined;

/** The keys with values, as patterns: 'Name cannot exceed {n} characters' → /^Name cannot exceed (.+?) characters$/. */
function templatesOf(): Template[] {
  templates ??= Object.entries(MESSAGES_HI)
    .filter(([english]) => english.includes('{'))
    .map(([english, hindi]) => {
      const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1]!);
      const source = english.split(PLACEHOLDER).map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : '(.+?)'));
      return { pattern: new RegExp(`^${source.join('')}$`, 'u'), names, hindi };
    });
  return templates;
}

/** The Hindi of `text`, or undefined when we have none. */
export function hindiOf(text: string): string | undefined {
  const exact = MESSAGES_HI[text];
  if (exact !== undefined && !exact.includes('{')) return exact;
  for (const t of templatesOf()) {
    const m = t.pattern.exec(text);
    if (!m) continue;
    const values = Object.fromEntries(t.names.map((name, i) => [name, m[i + 1]!]));
    return t.hindi.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  }
  return undefined;
}

/** `text` (an English message) in `lang`; a message we have no Hindi for stays English. */
export function localizeMessage(text: string, lang: MessageLanguage): string {
  if (lang === 'en' || !text) return text;
  return hindiOf(text) ?? text;
}
