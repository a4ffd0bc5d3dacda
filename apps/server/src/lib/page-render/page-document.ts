/**
 * The HTML documents the server sends for pages (issue 12, docs/decisions/014), made from the web
 * build's index.html: the static shell for pages the browser renders, and for server-rendered
 * pages the same document with their head tags, their markup in #root and their state.
 */
export type PageDocument = {
  /** A client-rendered page: the static shell, with the page's own chunks preloaded. */
  shell(preloads: string): string;
  /** A server-rendered page. */
  rendered(p: { language: string; head: string; preloads: string; html: string; state: string }): string;
};

// index.html marks its static shell (painted before any JavaScript on client-rendered pages) and
// the no-JavaScript notice: a rendered page replaces the first and drops the second.
const SHELL = /<!--shell-->[\s\S]*?<!--\/shell-->/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
// The generic title and description give way to the page's own.
const GENERIC_HEAD = [/<title>[\s\S]*?<\/title>\s*/, /<meta name="description"[^>]*>\s*/];

export function pageDocument(indexHtml: string): PageDocument {
  if (!SHELL.test(indexHtml)) throw new Error('index.html has no <!--shell--> … <!--/shell--> markers');
  const withHead = (doc: string, head: string) => doc.replace('</head>', () => `${head}</head>`);
  // A rendered page shows its content without JavaScript: its code is fetched at low priority, so
  // on a slow connection the stylesheet, the fonts and the LCP image come first (the page becomes
  // interactive a little later, but is seen sooner).
  const lowPriority = (html: string) =>
    html.replace(/<script type="module"/g, '<script type="module" fetchpriority="low"').replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
  const renderedBase = lowPriority(GENERIC_HEAD.reduce((doc, re) => doc.replace(re, ''), indexHtml).replace(NOSCRIPT, ''));
  return {
    shell: (preloads) => (preloads ? withHead(indexHtml, preloads) : indexHtml),
    rendered: ({ language, head, preloads, html, state }) =>
      withHead(renderedBase, head + lowPriority(preloads))
        .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
        .replace(SHELL, () => html)
        .replace('</body>', () => `<script type="application/json" id="page-state">${state}</script></body>`),
  };
}
