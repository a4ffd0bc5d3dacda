/**
 * The bundled drizzle-orm's remembered entity check (drizzle-entity-check.mjs) answers exactly as
 * drizzle's own `is` for every kind of piece a statement is built from, and is the one bundled.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import * as original from 'drizzle-orm';
import * as originalPg from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { drizzleEntityCheck } from './drizzle-entity-check.mjs';

type Drizzle = typeof original & { pg: typeof originalPg };

/** drizzle-orm bundled as the server bundles it. */
async function bundled(): Promise<{ mod: Drizzle; source: string }> {
  const outfile = join(mkdtempSync(join(tmpdir(), 'drizzle-check-')), 'drizzle.mjs');
  await build({
    stdin: {
      contents: "export * from 'drizzle-orm'; export * as pg from 'drizzle-orm/pg-core';",
      resolveDir: import.meta.dirname,
      loader: 'js',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    plugins: [drizzleEntityCheck],
    logLevel: 'silent',
  });
  return { mod: (await import(pathToFileURL(outfile).href)) as Drizzle, source: readFileSync(outfile, 'utf8') };
}

/** The same kinds of piece, made by one copy of drizzle. */
function pieces(d: Drizzle) {
  const t = d.pg.pgTable('t', { id: d.pg.uuid('id').primaryKey(), n: d.pg.integer('n'), at: d.pg.timestamp('at') });
  const q = d.sql`select ${t.id} from ${t} where ${t.n} = ${1}`;
  return {
    values: [
      t,
      t.id,
      t.n,
      t.at,
      q,
      ...q.queryChunks,
      d.sql.placeholder('x'),
      d.sql.raw('now()'),
      d.eq(t.n, 2),
      {},
      [],
      Object.create(null),
      'text',
      3,
      null,
      undefined,
    ],
    types: [
      d.SQL,
      d.Column,
      d.Table,
      d.Param,
      d.Placeholder,
      d.StringChunk,
      d.Name,
      d.View,
      d.Subquery,
      d.pg.PgColumn,
      d.pg.PgTable,
      d.pg.PgUUID,
      d.pg.PgInteger,
    ],
  };
}

describe('the bundled drizzle entity check', () => {
  it('answers as drizzle does for every piece and class, asked twice', async () => {
    const { mod } = await bundled();
    const mine = pieces(mod);
    const theirs = pieces({ ...original, pg: originalPg } as Drizzle);
    const answer = (f: () => boolean) => {
      try {
        return f();
      } catch (e) {
        return `throws ${(e as Error).message}`;
      }
    };
    for (let round = 0; round < 2; round++)
      mine.values.forEach((v, i) =>
        mine.types.forEach((type, j) =>
          expect(
            answer(() => mod.is(v, type as never)),
            `piece ${i}, class ${j}`,
          ).toBe(answer(() => original.is(theirs.values[i], theirs.types[j] as never))),
        ),
      );
  });

  it('is the one in the bundle, and still refuses a class that is not drizzle’s', async () => {
    const { mod, source } = await bundled();
    expect(source).toContain('knownKinds');
    class NotDrizzle {}
    expect(() => mod.is({}, NotDrizzle as never)).toThrow(/doesn't look like a Drizzle entity/);
  });
});
