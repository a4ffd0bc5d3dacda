import { defaultSettings, LANGUAGES, parseStoredSettings, type Language as SettingsLanguage, type Settings } from '@sankalp/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { readSettings, writeSettings } from './settings.repository';

/**
 * The user's settings, the defaults (part 3 § 9) when never saved; `saved` says which, so a device
 * the devotee signs in on follows only choices they really made (apps/web lib/auth/account-choices.ts).
 */
export async function getSettings(ctx: AppContext, userId: string): Promise<{ settings: Settings; saved: boolean }> {
  const stored = await readSettings(ctx.db, userId);
  if (stored === undefined) throw notFound('User not found');
  return stored === null ? { settings: defaultSettings(), saved: false } : { settings: parseStoredSettings(stored), saved: true };
}

/** The languages messages sent later (e-mails, notifications) are written in. */
export type NoticeLanguage = 'en' | 'hi';

/**
 * The language of a later message for a settings choice. Sanskrit readers read Devanagari and we
 * write no Sanskrit, so they get Hindi.
 */
export const noticeLanguageOf = (choice: SettingsLanguage): NoticeLanguage => (choice === 'English' ? 'en' : 'hi');

/**
 * The language a later message to this person is written in: the language saved in their settings;
 * without a saved choice (a guest, or settings never saved) the language of the request that
 * caused the message (`fallback`, e.g. the booking's checkout), else English.
 */
export function noticeLanguage(stored: Record<string, unknown> | null | undefined, fallback?: NoticeLanguage): NoticeLanguage {
  const saved = LANGUAGES.find((l) => l === stored?.language);
  return saved ? noticeLanguageOf(saved) : (fallback ?? 'en');
}

/**
 * The settings a notification follows (the defaults for a guest or an unknown user) and the
 * language it is written in, read in the caller's transaction.
 */
export async function noticePreferences(
  db: Db,
  userId: string | null,
  fallback?: NoticeLanguage,
): Promise<{ settings: Settings; language: NoticeLanguage }> {
  const stored = userId ? await storedSettingsIn(db, userId) : null;
  return { settings: parseStoredSettings(stored ?? {}), language: noticeLanguage(stored, fallback) };
}

/** Transactions that read each user's settings once (rememberSettingsIn), with what they read. */
const remembered = new WeakMap<Db, Map<string, Record<string, unknown> | null | undefined>>();

/**
 * From now on `tx` reads each user's settings once: a settling transaction asks for the owner's
 * three times (the receipt's language, the notice's, the notification's channels; issue 16). Only
 * for a transaction that writes no settings; it is forgotten with the transaction.
 */
export function rememberSettingsIn(tx: Db): void {
  if (!remembered.has(tx)) remembered.set(tx, new Map());
}

async function storedSettingsIn(db: Db, userId: string): Promise<Record<string, unknown> | null | undefined> {
  const memo = remembered.get(db);
  if (memo?.has(userId)) return memo.get(userId);
  const stored = await readSettings(db, userId);
  memo?.set(userId, stored);
  return stored;
}

/** Replaces the settings (the body is already complete: missing fields took their defaults). */
export async function saveSettings(ctx: AppContext, userId: string, settings: Settings): Promise<Settings> {
  await writeSettings(ctx.db, userId, settings, ctx.now());
  return settings;
}
