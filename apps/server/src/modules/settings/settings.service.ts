import { defaultSettings, parseStoredSettings, type Settings } from '@sankalp/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { readSettings, writeSettings } from './settings.repository';

/** The user's settings; the defaults (part 3 § 9) when never saved. */
export async function getSettings(ctx: AppContext, userId: string): Promise<Settings> {
  const stored = await readSettings(ctx.db, userId);
  if (stored === undefined) throw notFound('User not found');
  return stored === null ? defaultSettings() : parseStoredSettings(stored);
}

/** Replaces the settings (the body is already complete: missing fields took their defaults). */
export async function saveSettings(ctx: AppContext, userId: string, settings: Settings): Promise<Settings> {
  await writeSettings(ctx.db, userId, settings, ctx.now());
  return settings;
}
