import type { SavedKundli } from '@sankalp/shared/api/kundli';
import type { KundliSave } from '@sankalp/shared/schemas/kundli';
import type { AppContext } from '../../../context';
import { conflict, notFound } from '../../../lib/errors';
import * as repo from './saved.repository';

export const SAVED_KUNDLIS_MAX = 50;
export const SAVED_LIMIT_MESSAGE = `You can save up to ${SAVED_KUNDLIS_MAX} kundlis. Delete one to save another.`;
export const SAVED_NOT_FOUND = 'Saved kundli not found';

const pad = (n: number) => String(n).padStart(2, '0');

export function toSavedKundli(row: repo.SavedKundliRow): SavedKundli {
  return {
    id: row.id,
    name: row.name,
    place: row.place,
    dateOfBirth: row.birthDate,
    timeOfBirth: row.birthTime,
    timeUnknown: row.timeUnknown,
    latitude: row.latitude,
    longitude: row.longitude,
    timezone: row.timezone,
    utcOffsetMinutes: row.utcOffsetMinutes,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSaved(ctx: AppContext, userId: string): Promise<SavedKundli[]> {
  return (await repo.listSaved(ctx.db, userId)).map(toSavedKundli);
}

export async function saveKundli(
  ctx: AppContext,
  userId: string,
  k: KundliSave,
): Promise<{ kundli: SavedKundli; created: boolean }> {
  const { year, month, day } = k.dateOfBirth;
  const result = await repo.saveOnce(
    ctx.db,
    {
      userId,
      name: k.name,
      place: k.place,
      birthDate: `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`,
      birthTime: `${pad(k.timeOfBirth.hour)}:${pad(k.timeOfBirth.minute)}`,
      timeUnknown: k.timeUnknown ?? false,
      latitude: k.latitude,
      longitude: k.longitude,
      timezone: k.timezone ?? null,
      utcOffsetMinutes: k.utcOffsetMinutes ?? null,
    },
    SAVED_KUNDLIS_MAX,
    ctx.now(),
  );
  if (result === 'limit') throw conflict(SAVED_LIMIT_MESSAGE, { limit: SAVED_KUNDLIS_MAX }, 'kundli_saved_limit');
  return { kundli: toSavedKundli(result.row), created: result.created };
}

export async function deleteSaved(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteSaved(ctx.db, userId, id))) throw notFound(SAVED_NOT_FOUND);
}
