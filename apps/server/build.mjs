// Bundles the server (and @sankalp/shared, and drizzle-orm: build/drizzle-entity-check.mjs) into
// dist/main.js; the other npm packages stay external.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { drizzleEntityCheck } from './build/drizzle-entity-check.mjs';

rmSync('dist', { recursive: true, force: true });
await build({
  // The operator's CLIs ride along, so a container (no tsx, no sources) can run them too.
  entryPoints: ['src/main.ts', 'src/db/seed/cli.ts', 'src/lib/jobs/jobs-cli.ts', 'src/modules/admin/admin-cli.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // @sankalp/shared is TypeScript source: the alias makes esbuild bundle it, not leave it external.
  alias: { '@sankalp/shared': '../../packages/shared/src' },
  plugins: [drizzleEntityCheck],
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
cpSync('src/data', 'dist/data', { recursive: true });
console.log('server built: apps/server/dist');
