/**
 * The HTML documents the server sends for pages (issue 12, docs/decisions/014), made from the web
 * build's index.html: the static shell for pages the browser renders, and for server-rendered
 * pages the same document with their head tags, their markup in #root and their state.
 */
export type PageDocument = {
  /** A client-rendered page: the static shell, with the page's own chunks preloaded. */
  shell(preloads: string[]): string;
  /** A server-rendered page. */
  rendered(p: { language: string; head: string; preloads: string[]; html: string; state: string }): string;
};

// index.html marks its static shell (painted before any JavaScript on client-rendered pages) and
// the no-JavaScript notice: a rendered page replaces the first and drops the second.
const SHELL = /<!--shell-->[\s\S]*?<!--\/shell-->/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
// The generic title and description give way to the page's own.
const GENERIC_HEAD = [/<title>[\s\S]*?<\/title>\s*/, /<meta name="description"[^>]*>\s*/];
// The build's entry script and its preloads (Vite writes them into the head).
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const preloadLinks = (hrefs: string[]) => hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`).join('');

export function pageDocument(indexHtml: string): PageDocument {
  if (!SHELL.test(indexHtml)) throw new Error('index.html has no <!--shell--> … <!--/shell--> markers');
  const withHead = (doc: string, head: string) => doc.replace('</head>', () => `${head}</head>`);

  // A rendered page shows its content without JavaScript, so its code waits: page-loader.js
  // (apps/web/public) starts the entry and the chunks once the page's content has loaded, or at
  // the first touch. On a slow connection the stylesheet, fonts and pictures come first.
  const entry = ENTRY.exec(indexHtml)?.[1];
  const buildPreloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const renderedBase = GENERIC_HEAD.reduce((doc, re) => doc.replace(re, ''), indexHtml)
    .replace(NOSCRIPT, '')
    .replace(ENTRY, '')
    .replace(MODULE_PRELOAD, '');
  const loader = (preloads: string[]) =>
    entry
      ? `<script src="/page-loader.js" data-entry="${escapeAttr(entry)}" data-preload="${escapeAttr([...buildPreloads, ...preloads].join(' '))}" defer></script>`
      : '';

  return {
    shell: (preloads) => (preloads.length ? withHead(indexHtml, preloadLinks(preloads)) : indexHtml),
    rendered: ({ language, head, preloads, html, state }) =>
      withHead(renderedBase, head)
        .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
        .replace(SHELL, () => html)
        .replace('</body>', () => `<script type="application/json" id="page-state">${state}</script>${loader(preloads)}</body>`),
  };
}
