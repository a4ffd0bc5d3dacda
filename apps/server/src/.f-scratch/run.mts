const pgl = await import('../test/pglite-template');
const pgt = await import('../test/pg-template');
const a = await pgl.default();
const b = await pgt.default();
await import('./setup-cost.mts');
await a(); if (b) await b();
