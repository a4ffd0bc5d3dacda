import { RECOMMENDED_STREAMS_MAX, STREAM_CATEGORIES, type StreamCategory } from '@sankalp/shared/constants';
import { streamIsLive, type DateInput } from '@sankalp/shared/timing';
import type { Stream } from '@sankalp/shared/api/catalog';
import type { liveT } from '../i18n';

/** The tab that shows every stream. */
export const ALL_STREAMS = 'all';
export type CategoryTab = typeof ALL_STREAMS | StreamCategory;

/** The tab named by the URL (?category=), case-insensitively; anything else is All Streams. */
export function parseCategory(param: string | null | undefined): CategoryTab {
  const wanted = (param ?? '').trim().toLowerCase();
  return STREAM_CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? ALL_STREAMS;
}

/** Streams of one category (compared case-insensitively); All Streams keeps every stream. */
export function filterByCategory<T extends Pick<Stream, 'category'>>(streams: readonly T[], tab: CategoryTab): T[] {
  if (tab === ALL_STREAMS) return [...streams];
  const wanted = tab.toLowerCase();
  return streams.filter((s) => s.category.trim().toLowerCase() === wanted);
}

/** Live streams first, otherwise in the server's order (the sort is stable). */
export function liveFirst<T extends Pick<Stream, 'startTime' | 'endTime'>>(
  streams: readonly T[],
  now: DateInput = Date.now(),
): T[] {
  const rank = (s: T) => (streamIsLive(s.startTime, s.endTime, now) ? 0 : 1);
  return [...streams].sort((a, b) => rank(a) - rank(b));
}

export type Recommended<T> = { stream: T; top: boolean };

/**
 * Up to 4 other streams sorted by viewers, highest first; the first is tagged TOP
 * (spec part 1 § 4).
 */
export function recommendedStreams<T extends Pick<Stream, '_id' | 'viewers'>>(
  streams: readonly T[],
  currentId: string,
  max = RECOMMENDED_STREAMS_MAX,
): Recommended<T>[] {
  return streams
    .filter((s) => s._id !== currentId)
    .sort((a, b) => (b.viewers ?? 0) - (a.viewers ?? 0))
    .slice(0, max)
    .map((stream, i) => ({ stream, top: i === 0 }));
}

/** A stream's category in the reader's language (STREAM_CATEGORIES); any other text as given. */
export function categoryLabel(category: string, t: typeof liveT): string {
  const known = STREAM_CATEGORIES.find((c) => c.toLowerCase() === category.trim().toLowerCase());
  return known ? t(`category.${known}`) : category;
}

/** The temple's name, whether the stream carries a temple object or plain text. */
export function templeName(temple: Stream['temple']): string {
  return typeof temple === 'string' ? temple : temple.name;
}

/** 'Name, Location' for a temple object, or the plain text as given. */
export function templeLabel(temple: Stream['temple']): string {
  if (typeof temple === 'string') return temple;
  return temple.location ? `${temple.name}, ${temple.location}` : temple.name;
}

/**
 * The embed source if it is safe to frame: a same-site path (`/embed/…`) or an https URL.
 * Anything else (missing, `javascript:`, protocol-relative) counts as no video source.
 */
export function safeEmbedSrc(video: string | null | undefined): string | null {
  const src = video?.trim();
  if (!src) return null;
  if (src.startsWith('/') && !src.startsWith('//')) return src;
  try {
    return new URL(src).protocol === 'https:' ? src : null;
  } catch {
    return null;
  }
}
