import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const SERVER = 'apps/server/src';
// Server test files that replace a module (vi.mock) need a module registry of their own.
const mocking = readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts') && /\bvi\.(mock|doMock)\(/.test(readFileSync(join(SERVER, f), 'utf8')))
  .map((f) => `${SERVER}/${f}`);

// One migrated empty database per run, copied by every test file that opens one: a PGlite dump,
// and with TEST_DATABASE_URL a PostgreSQL template database (each runs once per run).
const globalSetup = [`${SERVER}/test/pglite-template.ts`, `${SERVER}/test/pg-template.ts`];

// Unit tests (packages/shared, apps/web logic, scripts' helpers) and API integration tests (apps/server).
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [`${SERVER}/**/*.test.ts`],
          exclude: mocking,
          globalSetup,
          // Each file builds its own app on its own database, so a worker keeps the server's
          // modules loaded from one file to the next: importing them anew for every file cost
          // about 40 % of the API suite's CPU.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'server (mocks)', include: mocking, globalSetup } },
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'apps/server/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
