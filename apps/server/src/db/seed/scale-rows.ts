import { randomUUID } from 'node:crypto';
import { istDayNumber, istDayStart } from '@sankalp/shared/calendar';
import { slugify } from '@sankalp/shared/slug';
import type { CatalogRows } from './catalog-rows';
import { tithiLabel, tithiShown } from './dates';
import { TEMPLE_PLACES, TEMPLES } from './temples';

/**
 * The copies `npm run seed -- --scale N` adds to the demo catalog (issue 16), built from one demo
 * template (buildCatalogRows): copy k (2 … N) of every temple, puja, event, campaign, product,
 * pandit and stream, named "… · k". Dates read like a platform adding ~50 pujas a week for years:
 * one copied puja in OPEN_EVERY is open or upcoming (spread over the next six weeks), the others
 * closed, one after another back into the past at that pace, so the recently closed stay a
 * week's worth whatever N is. Placement depends only on the copy's index: a top-up to a larger N
 * adds the older ones.
 */

/** The copied tables (the general offerings and the prasad list stay as the demo has them). */
export const SCALED_TABLES = [
  'temples',
  'pujas',
  'pujaPackages',
  'pujaChadhavaItems',
  'streams',
  'campaigns',
  'campaignSevas',
  'chadhavaEvents',
  'eventOfferings',
  'products',
  'productStock',
  'pandits',
] as const satisfies readonly (keyof CatalogRows)[];
export type ScaledRows = Pick<CatalogRows, (typeof SCALED_TABLES)[number]>;

/** One copied puja, event or stream in this many is open or upcoming (2.5 %); the rest have closed. */
export const OPEN_EVERY = 40;
/** The pace of the simulated platform: pujas added (and so closing) per week. */
export const PUJAS_PER_WEEK = 50;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const AHEAD = 6 * WEEK;

/** The suffix that names copy k (2 … N); the demo rows are copy 1. */
export const copySuffix = (k: number) => ` · ${k}`;

/** A spread in [0, 1) from an index, the same on every run (Weyl sequence). */
const spread = (j: number) => (j * 0.6180339887498949) % 1;

/** Open (upcoming) or closed time of the j-th copied item, for items added `perWeek` a week. */
function placement(j: number, perWeek: number, now: number): { open: boolean; at: number } {
  if (j % OPEN_EVERY === 0) {
    const ahead = HOUR + spread(j) * AHEAD;
    return { open: true, at: Math.ceil((now + ahead) / (5 * MINUTE)) * 5 * MINUTE };
  }
  const closedRank = j - Math.floor(j / OPEN_EVERY) - 1;
  const back = (closedRank + 0.5 + 0.4 * spread(j)) * (WEEK / perWeek);
  return { open: false, at: Math.floor((now - back) / (5 * MINUTE)) * 5 * MINUTE };
}

const tithiMemo = new Map<string, string>();
/** The udaya tithi of the puja's IST day at its temple (memoised: the copies share days). */
function tithiOf(start: number, templeIndex: number): string {
  const key = TEMPLES[templeIndex]?.key ?? 'kashi';
  const day = istDayNumber(start);
  const memoKey = `${key}:${day}`;
  let label = tithiMemo.get(memoKey);
  if (label === undefined) {
    label = tithiLabel(tithiShown(null, day, TEMPLE_PLACES[key]));
    tithiMemo.set(memoKey, label);
  }
  return label;
}

/** The rows of the given copies (each ≥ 2) of the demo template, with fresh ids. */
export function buildScaledCopies(template: CatalogRows, copies: readonly number[], now: Date): ScaledRows {
  const out: ScaledRows = {
    temples: [],
    pujas: [],
    pujaPackages: [],
    pujaChadhavaItems: [],
    streams: [],
    campaigns: [],
    campaignSevas: [],
    chadhavaEvents: [],
    eventOfferings: [],
    products: [],
    productStock: [],
    pandits: [],
  };
  const t = template;
  const nowMs = now.getTime();
  const templeIndex = new Map(t.temples.map((tp, i) => [tp.id as string, i]));
  const eventsPerWeek = PUJAS_PER_WEEK * (t.chadhavaEvents.length / Math.max(1, t.pujas.length));
  const streamsPerWeek = PUJAS_PER_WEEK * (t.streams.length / Math.max(1, t.pujas.length));

  for (const k of copies) {
    const sfx = copySuffix(k);
    const c = k - 2; // the copy's 0-based index among copies, which fixes its dates
    const ids = new Map<string, string>();
    const fresh = (old: string | undefined) => {
      const id = randomUUID();
      if (old) ids.set(old, id);
      return id;
    };
    const mapped = (old: string | null | undefined) => (old ? (ids.get(old) ?? old) : null);

    t.temples.forEach((tp, i) => {
      const name = tp.name + sfx;
      // After the demo's temples, in copy order (the list reads by created_at, id).
      const createdAt = new Date((tp.createdAt as Date).getTime() + (c + 1) * t.temples.length * 1000 + i);
      out.temples.push({ ...tp, id: fresh(tp.id), name, slug: slugify(name), createdAt });
    });

    t.pujas.forEach((p, i) => {
      const j = c * t.pujas.length + i;
      const length = (p.endTime as Date).getTime() - (p.startTime as Date).getTime();
      const { open, at } = placement(j, PUJAS_PER_WEEK, nowMs);
      const start = open ? at : at - length;
      const title = p.title + sfx;
      out.pujas.push({
        ...p,
        id: fresh(p.id),
        title,
        slug: slugify(title),
        templeId: mapped(p.templeId) as string,
        tithi: tithiOf(start, templeIndex.get(p.templeId) ?? 0),
        joinedNo: 20 + Math.floor(spread(j + 7) * 4000),
        startTime: new Date(start),
        endTime: new Date(start + length),
        // Listed three weeks ahead of its day, never in the future.
        createdAt: new Date(Math.min(nowMs, start - 3 * WEEK)),
      });
    });
    for (const pk of t.pujaPackages) out.pujaPackages.push({ ...pk, pujaId: mapped(pk.pujaId) as string });
    for (const it of t.pujaChadhavaItems) out.pujaChadhavaItems.push({ ...it, pujaId: mapped(it.pujaId) as string });

    t.chadhavaEvents.forEach((e, i) => {
      const j = c * t.chadhavaEvents.length + i;
      const { open, at } = placement(j, eventsPerWeek, nowMs);
      // An upcoming event falls on a later IST day (10:00 IST), a closed one on an earlier one.
      const day = istDayNumber(at) + (open ? 1 : -1);
      const name = e.name + sfx;
      out.chadhavaEvents.push({
        ...e,
        id: fresh(e.id),
        name,
        slug: slugify(name),
        templeId: mapped(e.templeId) as string,
        date: new Date(istDayStart(day) + 10 * HOUR),
        currentParticipants: Math.min(e.maxParticipants ?? Infinity, Math.floor(spread(j + 3) * 300)),
        createdAt: new Date(Math.min(nowMs, istDayStart(day) - 3 * WEEK)),
      });
    });
    for (const o of t.eventOfferings) out.eventOfferings.push({ ...o, eventId: mapped(o.eventId) as string });

    t.streams.forEach((st, i) => {
      const j = c * t.streams.length + i;
      const { open, at } = placement(j, streamsPerWeek, nowMs);
      // The open ones keep the demo's times (live now or later today); the others have ended.
      const times = open
        ? { startTime: st.startTime, endTime: st.endTime }
        : { startTime: new Date(at - 2 * HOUR), endTime: new Date(at) };
      out.streams.push({ ...st, title: st.title + sfx, templeId: mapped(st.templeId), ...times });
    });

    t.campaigns.forEach((cp) => {
      const title = cp.title + sfx;
      out.campaigns.push({ ...cp, id: fresh(cp.id), title, slug: slugify(title) });
    });
    for (const sv of t.campaignSevas) out.campaignSevas.push({ ...sv, campaignId: mapped(sv.campaignId) as string });

    for (const pr of t.products) fresh(pr.id); // related ids point within the copy
    t.products.forEach((pr, i) => {
      const name = pr.name + sfx;
      out.products.push({
        ...pr,
        id: mapped(pr.id) as string,
        name,
        slug: slugify(name),
        relatedIds: pr.relatedIds.map((r) => mapped(r) as string),
        sort: (c + 1) * t.products.length + i,
      });
    });
    for (const st of t.productStock) out.productStock.push({ ...st, productId: mapped(st.productId) as string });

    t.pandits.forEach((pd, i) =>
      out.pandits.push({ ...pd, name: pd.name + sfx, sort: (c + 1) * t.pandits.length + i }),
    );
  }
  return out;
}
