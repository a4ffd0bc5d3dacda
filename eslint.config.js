// Flat config: TypeScript rules plus the import directions of ARCHITECTURE.md, enforced here
// rather than remembered: app → features → components/lib (web), routes → service → repository
// → db (server), and packages/shared imports neither app.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

const features = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ group: [p.group], message: p.message })) }] },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/report/**', 'apps/server/src/db/migrations/**', 'apps/web/public/**', 'data/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/server/build.mjs', 'apps/server/scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  restrict(['packages/shared/**'], [
    { group: '**/apps/**', message: 'packages/shared imports neither app.' },
    { group: 'react', message: 'packages/shared is browser-safe and imports only zod.' },
    { group: 'fastify', message: 'packages/shared imports only zod.' },
    { group: 'drizzle-orm', message: 'packages/shared imports only zod.' },
  ]),
  restrict(['apps/web/src/components/**', 'apps/web/src/lib/**'], [
    { group: '**/features/**', message: 'components and lib never import features (app → features → components/lib).' },
    { group: '**/app/**', message: 'components and lib never import the app shell.' },
  ]),
  ...features.map((f) =>
    restrict(
      [`apps/web/src/features/${f}/**`],
      [
        ...features.filter((o) => o !== f).flatMap((o) => [
          { group: `../../${o}/**`, message: `Features never import each other (${f} → ${o}); move shared parts to components/ or lib/.` },
          { group: `../../../${o}/**`, message: `Features never import each other (${f} → ${o}).` },
          { group: `**/features/${o}/**`, message: `Features never import each other (${f} → ${o}).` },
        ]),
        { group: '**/app/**', message: 'Features never import the app shell.' },
        { group: '**/apps/server/**', message: 'The web app never imports server code.' },
      ],
    ),
  ),
  restrict(['apps/server/src/**/*.routes.ts'], [
    { group: '*.repository', message: 'routes → service → repository: call the service.' },
    { group: './*.repository', message: 'routes → service → repository: call the service.' },
    { group: '**/db/client', message: 'Routes reach the database through their service.' },
  ]),
  restrict(['apps/server/src/**/*.repository.ts'], [
    { group: '*.service', message: 'A repository never calls a service.' },
    { group: '*.routes', message: 'A repository never imports routes.' },
  ]),
  restrict(['apps/server/src/modules/**'], [
    { group: '../*/*.repository', message: 'A module reaches another only through its service.' },
    { group: '../*/*.routes', message: 'A module reaches another only through its service.' },
    { group: '**/apps/web/**', message: 'The server never imports web code.' },
  ]),
);
