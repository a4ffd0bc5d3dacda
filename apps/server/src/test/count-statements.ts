import type { Db } from '../db/client';

type Query = (...args: unknown[]) => unknown;
type Client = {
  query: Query;
  connect?: (...args: unknown[]) => Promise<{ query: Query }>;
  transaction?: (fn: (tx: unknown) => unknown) => unknown;
};

/**
 * Counts what the database driver is asked to run, transactions included (catalog.test-utils'
 * countQueries is this with a reset): `statements` (node-postgres counts BEGIN and
 * COMMIT among them, PGlite runs those itself), their `texts`, and `transactions` (how many were
 * opened). Other work on the same database meanwhile is counted too: measure one request at a time.
 */
export function countStatements(db: Db) {
  const client = (db as unknown as { $client: Client }).$client;
  let statements = 0;
  let transactions = 0;
  const texts: string[] = [];
  const counted = (query: Query): Query =>
    function (this: unknown, ...args: unknown[]) {
      statements += 1;
      const a = args[0] as string | { text?: string } | undefined;
      texts.push(typeof a === 'string' ? a : (a?.text ?? ''));
      return query.apply(this, args);
    };
  const query = client.query;
  client.query = counted(query);
  const connect = client.connect; // node-postgres: a transaction checks a client out of the pool
  if (connect)
    client.connect = async function (this: unknown, ...args: unknown[]) {
      // The pool's own query (counted above) checks a client out with a callback.
      if (args.length > 0) return connect.apply(this, args);
      const c = await connect.call(this);
      transactions += 1;
      const own = Object.prototype.hasOwnProperty.call(c, 'query') ? c.query : undefined;
      const q = c.query;
      c.query = counted(q);
      const release = (c as unknown as { release: (...a: unknown[]) => unknown }).release;
      (c as unknown as { release: (...a: unknown[]) => unknown }).release = function (this: unknown, ...a: unknown[]) {
        if (own) c.query = own;
        else delete (c as { query?: Query }).query;
        (c as unknown as { release: unknown }).release = release;
        return release.apply(this, a);
      };
      return c;
    };
  const transaction = client.transaction; // PGlite: the transaction's own query
  if (transaction)
    client.transaction = function (this: unknown, fn: (tx: unknown) => unknown) {
      transactions += 1;
      return transaction.call(this, (tx: unknown) => {
        const t = tx as { query: Query };
        t.query = counted(t.query);
        return fn(tx);
      });
    };
  return {
    get statements() {
      return statements;
    },
    get transactions() {
      return transactions;
    },
    /** The statements' texts, in order. */
    texts,
    restore: () => {
      client.query = query;
      if (connect) client.connect = connect;
      if (transaction) client.transaction = transaction;
    },
  };
}
