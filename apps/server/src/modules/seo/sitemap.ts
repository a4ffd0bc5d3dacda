import type { PageName } from '@sankalp/shared/routes';
import { and, asc, eq, gt, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns, chadhavaEvents, pandits, products, pujas, streams, temples } from '../../db/schema/catalog';
import { pagePath, publicStaticPaths } from './site-pages';

// /sitemap.xml is an index of parts: /sitemaps/pages.xml (the public pages without an item) and
// /sitemaps/<kind>-<n>.xml, the n-th run of at most PART_SIZE items of a kind, read along its
// primary key. Items are those a devotee can open: published, under a published temple, as the
// public reads show them (catalog.repository.ts `shown`). Each read fetches only the address key
// and the time of the last change (<lastmod>).

/** Well below the protocol's 50,000 URLs and 50 MB per file. */
export const PART_SIZE = 10_000;

/** Published, as the public reads show rows (catalog.repository.ts `shown`): drafts stay out. */
const shown = (col: Column) => eq(col, true);

type Row = { id: string; key: string; lastmod: Date };
type Read = (db: Db, after: SQL | undefined, n: number) => Promise<Row[]>;
type Kind = { name: string; page: PageName; param: 'name' | 'id'; read: Read; id: Column };

const after = (id: Column, cursor: string | undefined) => (cursor ? gt(id, cursor) : undefined);

/** The item kinds with a public page, the column their address uses, and how they are read. */
const KINDS: Kind[] = [
  {
    name: 'pujas',
    page: 'pujas/PujaDetailsPage',
    param: 'name',
    id: pujas.id,
    read: (db, cursor, n) =>
      db
        .select({ id: pujas.id, key: pujas.slug, lastmod: pujas.updatedAt })
        .from(pujas)
        .innerJoin(temples, eq(pujas.templeId, temples.id))
        .where(and(shown(pujas.published), shown(temples.published), cursor))
        .orderBy(asc(pujas.id))
        .limit(n),
  },
  {
    name: 'chadhava-events',
    page: 'chadhava/ChadhavaDetailsPage',
    param: 'name',
    id: chadhavaEvents.id,
    read: (db, cursor, n) =>
      db
        .select({ id: chadhavaEvents.id, key: chadhavaEvents.slug, lastmod: chadhavaEvents.updatedAt })
        .from(chadhavaEvents)
        .innerJoin(temples, eq(chadhavaEvents.templeId, temples.id))
        .where(and(shown(chadhavaEvents.published), shown(temples.published), cursor))
        .orderBy(asc(chadhavaEvents.id))
        .limit(n),
  },
  {
    name: 'temples',
    page: 'temples/TempleDetailPage',
    param: 'id',
    id: temples.id,
    read: (db, cursor, n) =>
      db
        .select({ id: temples.id, key: temples.id, lastmod: temples.updatedAt })
        .from(temples)
        .where(and(shown(temples.published), cursor))
        .orderBy(asc(temples.id))
        .limit(n),
  },
  {
    name: 'campaigns',
    page: 'donations/DonationDetailsPage',
    param: 'name',
    id: campaigns.id,
    read: (db, cursor, n) =>
      db
        .select({ id: campaigns.id, key: campaigns.slug, lastmod: campaigns.updatedAt })
        .from(campaigns)
        .where(and(shown(campaigns.published), cursor))
        .orderBy(asc(campaigns.id))
        .limit(n),
  },
  {
    name: 'products',
    page: 'store/ProductPage',
    param: 'id',
    id: products.id,
    read: (db, cursor, n) =>
      db
        .select({ id: products.id, key: products.id, lastmod: products.updatedAt })
        .from(products)
        .where(and(shown(products.published), cursor))
        .orderBy(asc(products.id))
        .limit(n),
  },
  {
    name: 'pandits',
    page: 'astro/AstroProfilePage',
    param: 'id',
    id: pandits.id,
    read: (db, cursor, n) =>
      db
        .select({ id: pandits.id, key: pandits.id, lastmod: pandits.updatedAt })
        .from(pandits)
        .where(and(shown(pandits.published), cursor))
        .orderBy(asc(pandits.id))
        .limit(n),
  },
  {
    name: 'streams',
    page: 'live/VideoPage',
    param: 'id',
    id: streams.id,
    read: (db, cursor, n) =>
      db
        .select({ id: streams.id, key: streams.id, lastmod: streams.updatedAt })
        .from(streams)
        .where(and(shown(streams.published), cursor))
        .orderBy(asc(streams.id))
        .limit(n),
  },
];

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

type Loc = { loc: string; lastmod?: Date };
const entry = (tag: string, l: Loc) =>
  `<${tag}><loc>${escapeXml(l.loc)}</loc>${l.lastmod ? `<lastmod>${l.lastmod.toISOString()}</lastmod>` : ''}</${tag}>`;

export const urlset = (locs: Loc[]) =>
  `${XML_HEAD}<urlset xmlns="${NS}">\n${locs.map((l) => entry('url', l)).join('\n')}\n</urlset>\n`;
export const sitemapIndex = (locs: Loc[]) =>
  `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${locs.map((l) => entry('sitemap', l)).join('\n')}\n</sitemapindex>\n`;

/** The index and every part, by part name ('pages', 'pujas-1' …), as served. */
export type Sitemaps = { index: string; parts: ReadonlyMap<string, string> };

/** Reads the catalog (one keyset query per part) and writes every sitemap document. */
export async function buildSitemaps(db: Db, origin: string, partSize = PART_SIZE): Promise<Sitemaps> {
  const parts = new Map<string, string>([
    ['pages', urlset(publicStaticPaths().map((p) => ({ loc: `${origin}${p}` })))],
  ]);
  const listed: Loc[] = [{ loc: `${origin}/sitemaps/pages.xml` }];
  for (const kind of KINDS) {
    let cursor: string | undefined;
    for (let n = 1; ; n += 1) {
      const rows = await kind.read(db, after(kind.id, cursor), partSize);
      if (rows.length === 0) break;
      const name = `${kind.name}-${n}`;
      parts.set(
        name,
        urlset(
          rows.map((r) => ({ loc: `${origin}${pagePath(kind.page, { [kind.param]: r.key })}`, lastmod: r.lastmod })),
        ),
      );
      const lastmod = new Date(Math.max(...rows.map((r) => r.lastmod.getTime())));
      listed.push({ loc: `${origin}/sitemaps/${name}.xml`, lastmod });
      if (rows.length < partSize) break;
      cursor = rows.at(-1)!.id;
    }
  }
  return { index: sitemapIndex(listed), parts };
}

/**
 * The sitemaps, built at most once per `ttlMs` (the catalog at scale has ~50,000 items: never per
 * request); concurrent requests share one build, and a failed build is retried by the next request.
 */
export function sitemapCache(build: () => Promise<Sitemaps>, ttlMs: number, now: () => number) {
  let entry: { at: number; sitemaps: Promise<Sitemaps> } | undefined;
  return (): Promise<Sitemaps> => {
    const t = now();
    if (!entry || t - entry.at >= ttlMs) {
      const sitemaps = build();
      const current = { at: t, sitemaps };
      entry = current;
      sitemaps.catch(() => {
        if (entry === current) entry = undefined;
      });
    }
    return entry.sitemaps;
  };
}
