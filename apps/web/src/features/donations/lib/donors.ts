import { MAX_DONOR_AVATARS } from '@sankalp/shared/constants';

/** Up to 4 donor avatars, and how many more donors there are beyond them (never negative). */
export function donorAvatarsView(
  avatars: readonly string[] | null | undefined,
  donorCount: number,
): { shown: string[]; more: number } {
  const shown = (avatars ?? []).filter(Boolean).slice(0, MAX_DONOR_AVATARS);
  const total = Number.isFinite(donorCount) ? Math.max(0, Math.floor(donorCount)) : 0;
  return { shown, more: Math.max(0, total - shown.length) };
}

/** An avatar value is a picture path or URL; anything else is shown as initials. */
export const isImageSource = (v: string) => /^(\/|https?:|data:image\/)/.test(v);

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '🙏';
}
