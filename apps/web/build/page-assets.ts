import type { Plugin } from 'vite';

/** Where the build writes it (dist/); the server reads it to preload each page's code. */
export const PAGE_ASSETS_FILE = 'page-assets.json';

// A page module: src/features/<feature>/routes/<Name>Page.tsx, named `<feature>/<Name>Page` as in
// @sankalp/shared/routes.
const PAGE_MODULE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]routes[\\/]([^\\/]+Page)\.tsx$/;

type ChunkInfo = {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds?: readonly string[];
};

/**
 * Maps each lazily loaded page to the JavaScript it needs beyond what index.html already loads:
 * its own chunk and every chunk that one imports statically. With it, the server's HTML for
 * /puja-details/… starts those downloads at once instead of after the entry has run
 * (docs/decisions/006).
 */
export function pageAssetsMap(chunks: ChunkInfo[], base = '/'): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (file: string, into = new Set<string>()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
    return into;
  };
  const initial = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]));
  const pages: Record<string, string[]> = {};
  for (const chunk of chunks) {
    // A page is its chunk's facade, or (when the bundler merged the page into a chunk it shares
    // with modules its own lazy parts import, as the console's /admin page) one of its modules.
    const ids =
      chunk.isDynamicEntry && chunk.facadeModuleId
        ? [chunk.facadeModuleId]
        : chunk.isEntry
          ? []
          : (chunk.moduleIds ?? []);
    for (const id of ids) {
      const m = PAGE_MODULE.exec(id);
      if (m)
        pages[`${m[1]}/${m[2]}`] ??= [...closure(chunk.fileName)]
          .filter((f) => !initial.has(f))
          .map((f) => `${base}${f}`);
    }
  }
  return pages;
}

export function pageAssets(): Plugin {
  let base = '/';
  return {
    name: 'sankalp-page-assets',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [o] : []));
      this.emitFile({ type: 'asset', fileName: PAGE_ASSETS_FILE, source: JSON.stringify(pageAssetsMap(chunks, base)) });
    },
  };
}
