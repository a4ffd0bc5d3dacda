import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { preparedPer } from './prepared';

describe('preparedPer', () => {
  it('builds a statement once per database, and apart for each database (a transaction is one)', () => {
    let builds = 0;
    const statement = preparedPer((db) => ({ db, n: ++builds }));
    const a = {} as Db;
    const b = {} as Db;
    expect(statement(a)).toBe(statement(a));
    expect(statement(b).db).toBe(b);
    expect(builds).toBe(2);
  });
});
