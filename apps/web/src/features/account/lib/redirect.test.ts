import { describe, expect, it } from 'vitest';
import { parseAuthMode, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('returns an internal path', () => {
    expect(safeRedirect('/profile?tab=orders')).toBe('/profile?tab=orders');
    expect(safeRedirect('/settings')).toBe('/settings');
  });
  it.each([undefined, null, 42, '', 'https://evil.example', '//evil.example', '/\\evil', '/auth', '/auth?mode=signup'])(
    'falls back to home for %s',
    (v) => expect(safeRedirect(v)).toBe('/'),
  );
});

describe('parseAuthMode', () => {
  it('reads the mode', () => {
    expect(parseAuthMode('signup')).toBe('signup');
    expect(parseAuthMode('forgot')).toBe('forgot');
    expect(parseAuthMode(null)).toBe('signin');
    expect(parseAuthMode('x')).toBe('signin');
  });
});
