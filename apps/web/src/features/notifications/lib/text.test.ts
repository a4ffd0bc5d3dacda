import { describe, expect, it } from 'vitest';
import { notificationsText, timeAgo } from './text';

describe('notifications page text', () => {
  it('keeps the spec empty state in English and has every string in Hindi', () => {
    expect(notificationsText('en').emptyTitle).toBe('No notifications yet');
    const en = notificationsText('en');
    const hi = notificationsText('hi');
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    expect(hi.markAll).not.toBe(en.markAll);
  });

  it('says how long ago, in the language', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(timeAgo('2026-11-21T08:00:00Z', now, 'en')).toBe('2 hours ago');
    expect(timeAgo('2026-11-21T09:59:40Z', now, 'en')).toBe('now');
    expect(timeAgo('2026-11-20T10:00:00Z', now, 'hi')).toBe('कल');
  });
});
