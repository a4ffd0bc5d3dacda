import type { Pandit } from '@sankalp/shared/api/catalog';

/** Navigation state that carries the pandit from a card to the profile and booking form. */
export type PanditState = { pandit: Pandit };

export function readPanditState(state: unknown): Pandit | undefined {
  const p = (state as Partial<PanditState> | null | undefined)?.pandit;
  return p && typeof p._id === 'string' && typeof p.name === 'string' ? p : undefined;
}

/** Highlight box text ('a\nb') as its lines, for rendering each point on its own line. */
export const boxLines = (box: string) => box.split('\n').filter((l) => l.trim() !== '');
