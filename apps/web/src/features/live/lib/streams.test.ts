import { describe, expect, it } from 'vitest';
import {
  ALL_STREAMS,
  filterByCategory,
  liveFirst,
  parseCategory,
  recommendedStreams,
  safeEmbedSrc,
  templeLabel,
  templeName,
} from './streams';

const s = (id: string, viewers: number, category = 'Aarti') => ({ _id: id, viewers, category });

describe('parseCategory', () => {
  it('reads a known category case-insensitively', () => {
    expect(parseCategory('aarti')).toBe('Aarti');
    expect(parseCategory('HAVAN')).toBe('Havan');
    expect(parseCategory('Abhishekam')).toBe('Abhishekam');
  });
  it('falls back to All Streams', () => {
    expect(parseCategory(null)).toBe(ALL_STREAMS);
    expect(parseCategory('')).toBe(ALL_STREAMS);
    expect(parseCategory('bhajan')).toBe(ALL_STREAMS);
  });
});

describe('filterByCategory', () => {
  const streams = [s('1', 1, 'Aarti'), s('2', 1, 'havan'), s('3', 1, 'Puja'), s('4', 1, 'Aarti ')];
  it('keeps only the chosen category, case-insensitively', () => {
    expect(filterByCategory(streams, 'Aarti').map((x) => x._id)).toEqual(['1', '4']);
    expect(filterByCategory(streams, 'Havan').map((x) => x._id)).toEqual(['2']);
    expect(filterByCategory(streams, 'Abhishekam')).toEqual([]);
  });
  it('keeps everything on All Streams', () => {
    expect(filterByCategory(streams, ALL_STREAMS)).toHaveLength(4);
  });
});

describe('liveFirst', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  const at = (h: number) => new Date(Date.UTC(2026, 10, 21, h)).toISOString();
  it('moves live streams ahead and keeps the rest in order', () => {
    const streams = [
      { _id: 'future', startTime: at(12), endTime: null },
      { _id: 'live', startTime: at(9), endTime: at(11) },
      { _id: 'ended', startTime: at(7), endTime: at(8) },
      { _id: 'open', startTime: at(8), endTime: null },
    ];
    expect(liveFirst(streams, now).map((x) => x._id)).toEqual(['live', 'open', 'future', 'ended']);
  });
});

describe('recommendedStreams', () => {
  const streams = [s('a', 900), s('b', 5000), s('c', 120), s('d', 2400), s('e', 3100), s('f', 10)];
  it('takes up to 4 others, most viewers first, the first tagged TOP', () => {
    const rec = recommendedStreams(streams, 'a');
    expect(rec.map((r) => r.stream._id)).toEqual(['b', 'e', 'd', 'c']);
    expect(rec.map((r) => r.top)).toEqual([true, false, false, false]);
  });
  it('never recommends the current stream', () => {
    expect(recommendedStreams(streams, 'b').map((r) => r.stream._id)).toEqual(['e', 'd', 'a', 'c']);
  });
  it('handles short lists', () => {
    expect(recommendedStreams([s('x', 1)], 'x')).toEqual([]);
    expect(recommendedStreams([s('x', 1), s('y', 2)], 'x')).toEqual([{ stream: s('y', 2), top: true }]);
  });
  it('does not reorder the input', () => {
    const copy = streams.map((x) => x._id);
    recommendedStreams(streams, 'a');
    expect(streams.map((x) => x._id)).toEqual(copy);
  });
});

describe('temple text', () => {
  const obj = { _id: 't', name: 'Shri Kashi Vishwanath Temple', location: 'Varanasi, Uttar Pradesh' };
  it('gives name and location of a temple object', () => {
    expect(templeName(obj)).toBe('Shri Kashi Vishwanath Temple');
    expect(templeLabel(obj)).toBe('Shri Kashi Vishwanath Temple, Varanasi, Uttar Pradesh');
  });
  it('gives plain text as it is', () => {
    expect(templeName('Local Shiv Mandir')).toBe('Local Shiv Mandir');
    expect(templeLabel('Local Shiv Mandir')).toBe('Local Shiv Mandir');
  });
});

describe('safeEmbedSrc', () => {
  it('accepts site paths and https URLs', () => {
    expect(safeEmbedSrc('/embed/darshan.html?scene=aarti&title=Ganga%20Aarti')).toBe(
      '/embed/darshan.html?scene=aarti&title=Ganga%20Aarti',
    );
    expect(safeEmbedSrc('https://www.youtube-nocookie.com/embed/x')).toBe('https://www.youtube-nocookie.com/embed/x');
  });
  it('treats missing or unsafe sources as no video', () => {
    expect(safeEmbedSrc(null)).toBeNull();
    expect(safeEmbedSrc('  ')).toBeNull();
    expect(safeEmbedSrc('javascript:alert(1)')).toBeNull();
    expect(safeEmbedSrc('//evil.example/embed')).toBeNull();
    expect(safeEmbedSrc('http://plain.example/embed')).toBeNull();
    expect(safeEmbedSrc('not a url')).toBeNull();
  });
});
