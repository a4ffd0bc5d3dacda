import type { Db } from './client';

/**
 * A statement built once per database and then run with its parameters only (drizzle's prepared
 * query, `sql.placeholder` for what varies): for the few statements on nearly every request's path,
 * where building the SQL text each time cost more CPU than PostgreSQL spent running it (issue 16:
 * the session read is on every signed-in request). A transaction gets its own, built on first use.
 */
export function preparedPer<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let q = built.get(db);
    if (q === undefined) built.set(db, (q = build(db)));
    return q;
  };
}
