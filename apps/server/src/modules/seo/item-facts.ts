import type { Campaign, ChadhavaEvent, Product, PujaDetail, TempleRef } from '@sankalp/shared/api/catalog';
import { IST_OFFSET_MS } from '@sankalp/shared/calendar';
import { formatINR } from '@sankalp/shared/money';
import { eventTotal, productUnitPrice } from '@sankalp/shared/pricing';
import { eventState, formatDateGB, pujaStatus } from '@sankalp/shared/timing';

// The facts a shared link's card and structured data state about an item: its lowest price, its
// date, where it happens and whether it can be booked or bought now. Amounts are rupees, as in the
// API answers they are read from.

const positive = (n: number) => Number.isFinite(n) && n > 0;
const lowest = (ns: number[]) => (ns.filter(positive).length ? Math.min(...ns.filter(positive)) : undefined);

const COUNT = new Intl.NumberFormat('en-IN');

/** The language a shared link's words are in (the page's own). */
export type Lang = 'en' | 'hi';
const HINDI_DATE = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });
/** '28 November 2026' / '28 नवंबर 2026' (IST). */
export const itemDate = (value: string, lang: Lang) =>
  lang === 'hi' ? (Number.isNaN(Date.parse(value)) ? '' : HINDI_DATE.format(new Date(value))) : formatDateGB(value);
const fromPrice = (amount: string, lang: Lang) => (lang === 'hi' ? `${amount} से शुरू` : `From ${amount}`);

export const templePlace = (t: TempleRef) => (t.location ? `${t.name}, ${t.location}` : t.name);

/** An instant as ISO 8601 in India Standard Time ('2026-11-28T06:00:00+05:30'), undefined if unparseable. */
export function istIso(value: string): string | undefined {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return undefined;
  return `${new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/** The cheapest package: what a devotee pays at least. */
export const pujaFromPrice = (p: PujaDetail) => lowest(p.waysToParticipate.map((w) => w.price));

/** Bookable now: not yet closed, and its terms approved by its temple (B9). */
export const pujaBookable = (p: PujaDetail, now: Date) =>
  pujaStatus(p.startTime, p.endTime, now) !== 'closed' && p.approval !== null;

/** A booking takes the base price and at least one offering: the least it can cost. */
export function eventFromPrice(e: ChadhavaEvent): number | undefined {
  const cheapest = lowest(e.offerings.map((o) => o.price));
  const total = eventTotal(e.basePrice, cheapest === undefined ? [] : [{ price: cheapest, quantity: 1 }]);
  return positive(total) ? total : undefined;
}

export const eventBookable = (e: ChadhavaEvent, now: Date) => {
  const state = eventState(e, now);
  return (state === 'bookable' || state === 'not_started') && e.approval !== null;
};

const cheapestExtra = (xs: { extraPrice: number }[]) => {
  const extras = xs.map((x) => x.extraPrice).filter(Number.isFinite);
  return extras.length ? Math.min(...extras) : 0;
};

/** The base price with the cheapest size and colour. */
export const productFromPrice = (p: Product) =>
  productUnitPrice(p.basePrice, cheapestExtra(p.variants.sizes), cheapestExtra(p.variants.colors));

/** In stock unless every variant's stock is known and none is left (no stock rows: made to order). */
export const productInStock = (p: Product) =>
  !p.variants.stock ||
  p.variants.stock.length === 0 ||
  p.variants.stock.some((s) => s.available === null || s.available > 0);

/** "28 November 2026 · Kashi Vishwanath, Varanasi · From ₹851": the line a shared puja link shows. */
export function pujaLine(p: PujaDetail, lang: Lang = 'en'): string {
  const price = pujaFromPrice(p);
  return [itemDate(p.startTime, lang), templePlace(p.temple), price === undefined ? '' : fromPrice(formatINR(price), lang)]
    .filter(Boolean)
    .join(' · ');
}

export function eventLine(e: ChadhavaEvent, lang: Lang = 'en'): string {
  const price = eventFromPrice(e);
  return [itemDate(e.date, lang), templePlace(e.temple), price === undefined ? '' : fromPrice(formatINR(price), lang)]
    .filter(Boolean)
    .join(' · ');
}

/** "₹4,50,000 raised of ₹10,00,000 · 1,234 donors", or the goal alone before the first gift. */
export function campaignLine(c: Campaign, lang: Lang = 'en'): string {
  const n = c.totalparticipants;
  const raised = formatINR(c.raised_amount, { decimals: false });
  const goal = formatINR(c.totalamount, { decimals: false });
  if (lang === 'hi') {
    const money = c.raised_amount > 0 ? `लक्ष्य ${goal} में से ${raised} जुटाए गए` : `लक्ष्य ${goal}`;
    return n > 0 ? `${money} · ${COUNT.format(n)} दानदाता` : money;
  }
  const donors = n > 0 ? ` · ${COUNT.format(n)} ${n === 1 ? 'donor' : 'donors'}` : '';
  return `${c.raised_amount > 0 ? `${raised} raised of ${goal}` : `Goal ${goal}`}${donors}`;
}

export const productLine = (p: Product, lang: Lang = 'en') =>
  `${formatINR(productFromPrice(p), { decimals: false })}${productInStock(p) ? '' : lang === 'hi' ? ' · स्टॉक में नहीं' : ' · Out of stock'}`;
