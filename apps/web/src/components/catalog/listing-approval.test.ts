import { describe, expect, it } from 'vitest';
import en from '../../lib/i18n/en';
import hi from '../../lib/i18n/hi';
import type { MessageKey } from '../../lib/i18n';
import { approvalView, fillMessage, isApproved } from './listing-approval';

const lookup = (m: typeof en) => (key: MessageKey) =>
  key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], m) as string;

describe('approvalView', () => {
  it('an approved listing: the temple, the date as the pages print it, and the temple’s note', () => {
    const v = approvalView(
      { temple: 'Maa Kamakhya Devalaya', approvedAt: '2026-11-20T10:00:00Z', note: ' With blessings ' },
      'puja',
      'x',
      lookup(en),
    );
    expect(v).toEqual({
      state: 'approved',
      line: 'Listed with the approval of Maa Kamakhya Devalaya',
      date: 'Approved on 20 November 2026',
      dateTime: '2026-11-20T10:00:00Z',
      note: 'With blessings',
    });
  });

  it('no approval: it awaits the temple, named, in the reader’s language', () => {
    expect(approvalView(null, 'puja', 'Maa Kamakhya Devalaya', lookup(en))).toEqual({
      state: 'awaiting',
      title: 'Awaiting the temple’s confirmation',
      detail:
        'Maa Kamakhya Devalaya has not yet confirmed this puja, so it cannot be booked yet. Please check again soon.',
    });
    const event = approvalView(undefined, 'event', 'Somnath', lookup(hi));
    expect(event).toMatchObject({ state: 'awaiting', title: 'मंदिर की पुष्टि की प्रतीक्षा है' });
    expect(event.state === 'awaiting' && event.detail.startsWith('Somnath ने अभी इस कार्यक्रम')).toBe(true);
    expect(isApproved(null)).toBe(false);
  });

  it('fillMessage leaves unknown placeholders as they are', () => {
    expect(fillMessage('{a} and {b}', { a: '1' })).toBe('1 and {b}');
  });
});
