import { describe, expect, it } from 'vitest';
import type { Stream } from '@sankalp/shared/api/catalog';
import { otherLivePujas, OTHER_LIVE_PUJAS_COUNT } from './watch-live';

const now = Date.parse('2026-11-21T10:00:00Z');
const hour = 3_600_000;
const stream = (id: string, viewers: number, live: boolean): Stream => ({
  _id: id,
  title: `Stream ${id}`,
  video: null,
  image: `/art/${id}.svg`,
  pandit: 'Pt. Sharma',
  temple: { _id: 't', name: `Temple ${id}`, location: 'Varanasi' },
  description: '',
  category: 'Aarti',
  viewers,
  startTime: new Date(now + (live ? -hour : hour)).toISOString(),
  endTime: new Date(now + 2 * hour).toISOString(),
});

describe('otherLivePujas', () => {
  it('always gives three entries, samples when nothing is live or loaded', () => {
    expect(otherLivePujas(undefined, 'Temple page', now)).toHaveLength(OTHER_LIVE_PUJAS_COUNT);
    const fromSamples = otherLivePujas([stream('up', 10, false)], 'Temple page', now);
    expect(fromSamples).toHaveLength(3);
    expect(fromSamples.every((p) => p.streamId === undefined)).toBe(true);
  });
  it('takes live streams first, most watched first, and links them', () => {
    const list = otherLivePujas(
      [stream('a', 100, true), stream('b', 900, true), stream('c', 5000, false)],
      'Temple page',
      now,
    );
    expect(list.map((p) => p.streamId)).toEqual(['b', 'a', undefined]);
    expect(list[0]).toMatchObject({ name: 'Stream b', deity: 'Temple b', viewers: 900, image: '/art/b.svg' });
  });
  it('leaves out streams of the temple the page already shows', () => {
    const list = otherLivePujas([stream('a', 100, true), stream('b', 900, true)], 'Temple b', now);
    expect(list.map((p) => p.streamId)).toEqual(['a', undefined, undefined]);
  });
  it('never gives more than three', () => {
    const many = ['a', 'b', 'c', 'd', 'e'].map((id, i) => stream(id, i, true));
    expect(otherLivePujas(many, 'Temple page', now).map((p) => p.streamId)).toEqual(['e', 'd', 'c']);
  });
});
