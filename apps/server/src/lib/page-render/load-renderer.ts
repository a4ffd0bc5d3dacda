import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '@sankalp/shared/page-render';

/** Where `vite build --ssr` writes the web app's server renderer, beside the browser build (dist). */
export const rendererFile = (webDist: string) => join(webDist, '..', 'dist-ssr', 'entry-server.js');

/**
 * The web app's server renderer (apps/web/src/app/entry-server.tsx), as built. Without it (a web
 * build from before issue 12, or `npm run dev`) every page is the static shell the browser renders.
 */
export async function loadPageRenderer(webDist: string): Promise<RenderPage | undefined> {
  const file = rendererFile(webDist);
  if (!existsSync(file)) return undefined;
  const mod = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return mod.renderPage;
}
