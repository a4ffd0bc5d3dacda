import type { PageMatch } from '@sankalp/shared/routes';
import { escapeHtml } from '../../lib/mail/html';
import { jsonLdScript, organizationLd, SITE_NAME } from './json-ld';
import { pageMeta } from './page-meta';
import { previewImagePath, PREVIEW_HEIGHT, PREVIEW_WIDTH } from './preview-path';

export type PageHeadInput = {
  match: PageMatch;
  /** Pathname and search as requested. */
  path: string;
  /** config.publicUrl, no trailing slash. */
  origin: string;
  /** 200, or 404 when the page rendered its not-found view (any error status is written as not found). */
  status: number;
  /** The API answers' `data` the page's render used, keyed by API path below /api/v1. */
  data: ReadonlyMap<string, unknown>;
  language: 'en' | 'hi';
  /** The title the page's render gave itself (its useTitle), which <title> must match; else the head's own. */
  title?: string;
  /** The clock availability is judged by (open for booking, sold out); the server's ctx.now(). Default: now. */
  now?: Date;
};

/** The site's own share image (apps/web/public/art/og-default.png, made by scripts/art/og-default.mjs). */
export const DEFAULT_OG_IMAGE = '/art/og-default.png';
const DEFAULT_OG_ALT = {
  en: "Sankalp — pujas, chadhava and live darshan from India's sacred temples",
  hi: 'Sankalp — भारत के पवित्र मंदिरों से पूजा, चढ़ावा और लाइव दर्शन',
};
const NOT_FOUND = {
  en: { title: 'Page not found — Sankalp', description: 'The page you are looking for may have moved.' },
  hi: { title: 'पेज नहीं मिला — Sankalp', description: 'आप जो पेज खोज रहे हैं, वह शायद कहीं और चला गया है।' },
};
const LOCALES = { en: 'en_IN', hi: 'hi_IN' } as const;

const title = (text: string) => `<title>${escapeHtml(text)}</title>`;
const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
const property = (prop: string, content: string) => `<meta property="${prop}" content="${escapeHtml(content)}">`;

/**
 * The tags for <head>: <title>, meta description, canonical, Open Graph and Twitter card, robots,
 * JSON-LD <script>s. Every value is HTML-escaped; JSON-LD has its "<" escaped. A 404, or a page
 * that is not public, is kept out of search engines (noindex) and carries no share card.
 */
export function pageHeadTags(input: PageHeadInput): string {
  const origin = input.origin.replace(/\/+$/, '');
  const organization = jsonLdScript(organizationLd(origin));
  if (input.status >= 400) {
    return [
      title(NOT_FOUND[input.language].title),
      named('description', NOT_FOUND[input.language].description),
      named('robots', 'noindex'),
      organization,
    ].join('');
  }
  const meta = pageMeta({
    match: input.match,
    path: input.path,
    data: input.data,
    origin,
    now: input.now ?? new Date(),
    language: input.language,
  });
  // The page's own title when its render gave one (the same words the browser then keeps).
  if (input.title) Object.assign(meta, { title: input.title, documentTitle: undefined });
  const head = [title(meta.documentTitle ?? `${meta.title} — ${SITE_NAME}`), named('description', meta.description)];
  if (meta.path === undefined) return [...head, named('robots', 'noindex'), organization].join('');

  const url = `${origin}${meta.path}`;
  const image = meta.preview
    ? { url: `${origin}${previewImagePath(meta.preview.kind, meta.preview.key)}`, alt: meta.preview.alt }
    : { url: `${origin}${DEFAULT_OG_IMAGE}`, alt: DEFAULT_OG_ALT[input.language] };
  const other = input.language === 'hi' ? 'en' : 'hi';
  return [
    ...head,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    property('og:type', meta.ogType),
    property('og:site_name', SITE_NAME),
    property('og:locale', LOCALES[input.language]),
    property('og:locale:alternate', LOCALES[other]),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image.url),
    property('og:image:type', 'image/png'),
    property('og:image:width', String(PREVIEW_WIDTH)),
    property('og:image:height', String(PREVIEW_HEIGHT)),
    property('og:image:alt', image.alt),
    ...meta.ogExtra.map(([p, v]) => property(p, v)),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image.url),
    named('twitter:image:alt', image.alt),
    organization,
    ...meta.structured.map(jsonLdScript),
  ].join('');
}
