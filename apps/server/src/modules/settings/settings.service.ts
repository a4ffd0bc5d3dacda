import { defaultSettings, parseStoredSettings, type Settings } from '@sankalp/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { readSettings, writeSettings } from './settings.repository';

/** The user's settings; the defaults (part 3 § 9) when never saved. */
export async function getSettings(ctx: AppContext, userId: string): Promise<Settings> {
  const stored = await readSettings(ctx.db, userId);
  if (stored === undefined) throw notFound('User not found');
  return stored === null ? defaultSettings() : parseStoredSettings(stored);
}

/** The settings a notification follows, read in the caller's transaction: the defaults for a guest or an unknown user. */
export async function settingsForNotice(db: Db, userId: string | null): Promise<Settings> {
  const stored = userId ? await readSettings(db, userId) : null;
  return parseStoredSettings(stored ?? {});
}

/** Replaces the settings (the body is already complete: missing fields took their defaults). */
export async function saveSettings(ctx: AppContext, userId: string, settings: Settings): Promise<Settings> {
  await writeSettings(ctx.db, userId, settings, ctx.now());
  return settings;
}
