import { describe, expect, it } from 'vitest';
import { isConsolePath } from './console-path';

describe('isConsolePath', () => {
  it('is the console and its sections, nothing that only starts alike', () => {
    expect(isConsolePath('/admin')).toBe(true);
    expect(isConsolePath('/admin/bookings/puja_booking/x')).toBe(true);
    expect(isConsolePath('/administrator')).toBe(false);
    expect(isConsolePath('/pujas/admin')).toBe(false);
  });
});
