import type {
  Campaign,
  ChadhavaEvent,
  Product,
  Puja,
  PujaPackage,
  Stream,
  TempleRef,
} from '@sankalp/shared/api/catalog';
import { CAMPAIGN_CATEGORIES } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import { streamIsLive, type DateInput } from '@sankalp/shared/timing';
import { formatDate } from '../../lib/i18n/format';
import { catalogT } from './i18n';
import { templeName } from './format';
import { absoluteUrl } from './puja-links';

/** https://wa.me/?text=… lets the devotee pick whom to share with. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * The wa.me link sharing the page at `path`. The server knows no origin, so there (and in the
 * first client render, which must match it) the link carries the path; the browser passes its
 * origin to make it absolute.
 */
export function shareHref(item: ShareItem, path: string, origin?: string, now?: DateInput): string {
  return whatsappShareUrl(shareMessage(item, origin ? absoluteUrl(path, origin) : path, now));
}

/**
 * Everything a share button can send, with only the fields its message reads (so a card's
 * list-shaped item and a details page's full record both fit).
 */
export type ShareItem =
  | {
      kind: 'puja';
      puja: Pick<Puja, 'title' | 'temple' | 'startTime'> & { waysToParticipate: Pick<PujaPackage, 'price'>[] };
    }
  | { kind: 'event'; event: Pick<ChadhavaEvent, 'name' | 'date'> & { temple: Pick<TempleRef, 'name'> | null } }
  | { kind: 'campaign'; campaign: Pick<Campaign, 'title' | 'raised_amount' | 'totalamount' | 'category'> }
  | { kind: 'product'; product: Pick<Product, 'name' | 'basePrice'> & { variants?: ProductExtras } }
  | { kind: 'stream'; stream: Pick<Stream, 'title' | 'temple' | 'startTime' | 'endTime'> };

type ProductExtras = { sizes: { extraPrice: number }[]; colors: { extraPrice: number }[] };

/** The item's name, as the button's label and the message's first line show it. */
export function shareTitle(item: ShareItem): string {
  switch (item.kind) {
    case 'puja':
      return item.puja.title;
    case 'event':
      return item.event.name;
    case 'campaign':
      return item.campaign.title;
    case 'product':
      return item.product.name;
    case 'stream':
      return item.stream.title;
  }
}

/**
 * The message a devotee forwards to family, in WhatsApp's own markup: the title in bold (with its
 * temple), one line about the date or price, what to do, and the link alone on the last line so
 * WhatsApp unfurls the page's preview card from it. `now` decides only whether a stream is live;
 * without it a stream shows its date. Written in the reader's language (the family reads it as sent).
 */
export function shareMessage(item: ShareItem, url: string, now?: DateInput): string {
  const { temple, detail, invite } = parts(item, now);
  const title = plain(shareTitle(item));
  const heading = temple ? catalogT('share.headingAt', { title, temple }) : catalogT('share.heading', { title });
  return [heading, detail, invite, url].filter(Boolean).join('\n');
}

type Parts = { temple: string; detail: string; invite: string };

function parts(item: ShareItem, now: DateInput | undefined): Parts {
  switch (item.kind) {
    case 'puja': {
      const { puja } = item;
      return {
        temple: templeName(puja.temple),
        detail: joinLine(onDate(puja.startTime), fromPrice(puja.waysToParticipate.map((p) => p.price))),
        invite: catalogT('share.invite.puja'),
      };
    }
    case 'event':
      return {
        temple: item.event.temple?.name ?? '',
        detail: onDate(item.event.date),
        invite: catalogT('share.invite.event'),
      };
    case 'campaign':
      return { temple: '', detail: campaignLine(item.campaign), invite: catalogT('share.invite.campaign') };
    case 'product':
      return { temple: '', detail: productPrice(item.product), invite: catalogT('share.invite.product') };
    case 'stream': {
      const { stream } = item;
      const live = now !== undefined && streamIsLive(stream.startTime, stream.endTime, now);
      return {
        temple: templeName(stream.temple),
        detail: live ? catalogT('share.liveNow') : onDate(stream.startTime),
        invite: catalogT('share.invite.stream'),
      };
    }
  }
}

const rupees = (n: number) => formatINR(n, { decimals: false });

/** 'On 28 November 2026', in IST as the pages show it; '' for a missing date. */
function onDate(date: DateInput): string {
  const day = formatDate(date);
  return day ? catalogT('share.onDate', { date: day }) : '';
}

/** 'From ₹501': the cheapest package with a price; '' when none has one. */
function fromPrice(prices: number[]): string {
  const priced = prices.filter((p) => Number.isFinite(p) && p > 0);
  return priced.length > 0 ? catalogT('share.from', { price: rupees(Math.min(...priced)) }) : '';
}

/** '₹1,20,000 raised of ₹5,00,000'; before the first gift, what the campaign is for. */
function campaignLine(c: Pick<Campaign, 'raised_amount' | 'totalamount' | 'category'>): string {
  const goal = c.totalamount > 0 ? rupees(c.totalamount) : '';
  const raised = rupees(c.raised_amount);
  if (c.raised_amount > 0) return goal ? catalogT('share.raisedOf', { raised, goal }) : catalogT('share.raised', { raised });
  // The category's label (CAMPAIGN_CATEGORY_LABELS) in the reader's language.
  const label = (CAMPAIGN_CATEGORIES as readonly string[]).includes(c.category) ? catalogT(`share.category.${c.category}`) : '';
  return joinLine(label ? catalogT('share.giveFor', { label }) : '', goal ? catalogT('share.goal', { goal }) : '');
}

/** '₹499', or 'From ₹499' when a size or colour costs extra. */
function productPrice(p: Pick<Product, 'basePrice'> & { variants?: ProductExtras }): string {
  const extras = [...(p.variants?.sizes ?? []), ...(p.variants?.colors ?? [])].some((v) => v.extraPrice > 0);
  const price = rupees(p.basePrice);
  return extras ? catalogT('share.from', { price }) : price;
}

const joinLine = (...bits: string[]) => bits.filter(Boolean).join(' · ');

/** A title's own asterisks would end WhatsApp's bold early. */
const plain = (title: string) => title.replaceAll('*', '');
