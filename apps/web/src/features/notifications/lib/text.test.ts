import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n/index';
import { notificationsIn } from '../i18n/index';
import { timeAgo } from './text';

describe('notifications page text', () => {
  it('keeps the spec empty state in English and says it in Hindi', async () => {
    await loadLanguage('hi');
    expect(notificationsIn('en')('emptyTitle')).toBe('No notifications yet');
    expect(notificationsIn('en')('unread', { count: 3 })).toBe('3 unread');
    expect(notificationsIn('hi')('markAll')).toBe('सभी को पढ़ा हुआ करें');
  });

  it('says how long ago, in the language', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(timeAgo('2026-11-21T08:00:00Z', now, 'en')).toBe('2 hours ago');
    expect(timeAgo('2026-11-21T09:59:40Z', now, 'en')).toBe('now');
    expect(timeAgo('2026-11-20T10:00:00Z', now, 'hi')).toBe('कल');
  });
});
