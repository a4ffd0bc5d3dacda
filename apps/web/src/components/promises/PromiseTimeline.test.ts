import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PromiseTimeline } from './PromiseTimeline';
import type { TimelineRecord } from './timeline';

/** Each step's state line (the words beside its icon), in order. */
const stateLines = (record: TimelineRecord) =>
  Array.from(
    renderToStaticMarkup(h(PromiseTimeline, { record })).matchAll(/<p [^>]*data-status-text=""[^>]*>(.*?)<\/p>/g),
    (m) => m[1]!.replace(/<[^>]+>/g, ''),
  );

describe('PromiseTimeline', () => {
  it('says every step’s state in words, a step kept without a recorded time too (never the icon alone)', () => {
    const lines = stateLines({
      kind: 'puja_booking',
      payment_status: 'completed',
      paid_at: '2026-11-21T06:30:00.000Z',
      promises: [
        { kind: 'confirmation_call', dueAt: '2026-11-21T08:30:00.000Z', status: 'kept', keptAt: null },
        { kind: 'puja_performed', dueAt: '2026-11-23T18:30:00.000Z', status: 'overdue', keptAt: null },
        { kind: 'puja_video', dueAt: '2026-11-28T18:30:00.000Z', status: 'open', keptAt: null },
      ],
    });
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Done \d/);
    expect(lines[1]).toBe('Done');
    expect(lines[2]).toMatch(/^Running late/);
    expect(lines[3]).toMatch(/^By \d/);
  });
});
