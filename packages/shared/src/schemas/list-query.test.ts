import { describe, expect, it } from 'vitest';
import { listQuerySchema, pujaListQuerySchema } from './list-query';

const parse = (q: Record<string, string>) => listQuerySchema.safeParse(q);

describe('listQuerySchema', () => {
  it('defaults the limit to 24 and drops a blank search', () => {
    expect(listQuerySchema.parse({})).toEqual({ limit: 24, cursor: undefined, q: undefined });
    expect(listQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
    expect(listQuerySchema.parse({ q: '  Shiv  ', limit: '100' })).toMatchObject({ q: 'Shiv', limit: 100 });
  });

  it.each(['0', '101', '1e3', '1e1', 'abc', '', '10.0', ' 5', '-1', '99999999999999999999'])(
    'refuses the limit %j with the field message',
    (limit) => {
      const r = parse({ limit });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Limit must be a whole number from 1 to 100');
    },
  );

  it('refuses a search longer than 80 characters', () => {
    expect(parse({ q: 'x'.repeat(80) }).success).toBe(true);
    expect(parse({ q: 'x'.repeat(81) }).error?.issues[0]?.message).toBe('Search must be at most 80 characters');
  });

  it('checks the puja filters', () => {
    expect(pujaListQuerySchema.safeParse({ status: 'live' }).error?.issues[0]?.message).toBe(
      'Status must be one of: open, closed',
    );
    expect(pujaListQuerySchema.safeParse({ temple: 'x' }).error?.issues[0]?.message).toBe('Invalid id');
  });
});
