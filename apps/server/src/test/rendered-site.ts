import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderPage } from '@sankalp/shared/page-render';

/**
 * What a test needs to serve server-rendered pages without a web build: a folder holding the web
 * app's own index.html (its shell markers and all), and the renderer from its source
 * (apps/web/src/app/entry-server.tsx), as `vite build --ssr` would build it.
 */
export async function renderedSite(): Promise<{ dist: string; renderPage: RenderPage }> {
  const dist = mkdtempSync(join(tmpdir(), 'sankalp-site-'));
  const index = readFileSync(fileURLToPath(new URL('../../../web/index.html', import.meta.url)), 'utf8');
  writeFileSync(join(dist, 'index.html'), index);
  const entry = '../../../web/src/app/entry-server';
  const { renderPage } = (await import(/* @vite-ignore */ entry)) as { renderPage: RenderPage };
  return { dist, renderPage };
}
