import { defineConfig } from 'vitest/config';

// Unit tests (packages/shared, apps/web logic, scripts' helpers) and API integration tests (apps/server).
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One migrated empty database per run, copied by every test file that opens one: a PGlite
    // dump, and with TEST_DATABASE_URL a PostgreSQL template database.
    globalSetup: ['apps/server/src/test/pglite-template.ts', 'apps/server/src/test/pg-template.ts'],
  },
});
