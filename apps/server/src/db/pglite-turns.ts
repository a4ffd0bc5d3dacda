import type { PGlite } from '@electric-sql/pglite';

// PGlite runs every statement on the server's own thread, and its answer resolves in microtasks:
// a chain of awaited statements (a list page's ids, then its rows, then their children) runs in
// one turn of the event loop, which nothing else gets until the chain ends: at ×1,000 a cache
// rebuild was one block of the sum of its statements. Each statement begun outside a transaction
// first waits for the next turn (setImmediate, after the requests waiting on I/O), so the longest
// block is one statement, not a chain (issue 16). Statements inside a transaction run as before:
// the transaction holds PGlite's lock, and waiting there would only keep every other query out.

// Taken when loaded: a test's fake timers must not hold every statement back.
const immediate = setImmediate;
const nextTurn = () => new Promise<void>((resolve) => immediate(resolve));

/** Makes each statement `client` runs outside a transaction (query, exec) wait for the event loop's next turn. */
export function statementsTakeTurns(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return query(...args);
  }) as PGlite['query'];
  client.exec = async (...args: Parameters<PGlite['exec']>) => {
    await nextTurn();
    return exec(...args);
  };
}
