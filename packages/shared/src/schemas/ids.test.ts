import { describe, expect, it } from 'vitest';
import { idSchema, slugParamSchema } from './ids';

describe('ids', () => {
  it('accepts UUIDs only', () => {
    expect(idSchema.safeParse('3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e6f').success).toBe(true);
    for (const bad of ['', '123', '64b7f0c2e1a2b3c4d5e6f708', 42, undefined]) {
      expect(idSchema.safeParse(bad).error?.issues[0]?.message).toBe('Invalid id');
    }
  });
  it('name params are 1 to 200 characters', () => {
    expect(slugParamSchema.safeParse('maha-shivratri').success).toBe(true);
    expect(slugParamSchema.safeParse('').error?.issues[0]?.message).toBe('Name is required');
    expect(slugParamSchema.safeParse('x'.repeat(200)).success).toBe(true);
    expect(slugParamSchema.safeParse('x'.repeat(201)).error?.issues[0]?.message).toBe('Name is too long');
  });
});
