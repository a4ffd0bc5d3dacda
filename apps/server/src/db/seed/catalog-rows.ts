import { randomUUID } from 'node:crypto';
import { istDayNumber, istDayStart } from '@sankalp/shared/calendar';
import { CONSULTATION_FEE_RUPEES, DEFAULT_OFFERING_TYPE } from '@sankalp/shared/constants';
import { toPaise } from '@sankalp/shared/money';
import { slugify } from '@sankalp/shared/slug';
import type * as s from '../schema/catalog';
import type { prasadOfferings } from '../schema/prasad';
import { CAMPAIGNS } from './campaigns';
import { occurrence, tithiLabel, tithiShown, type Occurrence, type Pick, type Schedule } from './dates';
import { EVENTS, type EventSeed } from './events';
import { HINDI, hindiColumn } from './hindi';
import { hindiPackages, hindiTithi } from './hindi/puja-extras';
import { OFFERINGS } from './offerings';
import { PANDITS, panditHours, panditServices } from './pandits';
import { CHADHAVA_ITEMS, pujaPackages } from './puja-extras';
import { DEMO_STOCK, PRODUCTS } from './products';
import { PRASAD } from './prasad';
import { PUJAS, type PujaSeed } from './pujas';
import { STREAMS, type StreamSeed } from './streams';
import { TEMPLE_PLACES, TEMPLES, type TempleKey } from './temples';

/** Every catalog row of the demo, ready for multi-row inserts (ids are made here to wire relations). */
export type CatalogRows = {
  temples: (typeof s.temples.$inferInsert)[];
  pujas: (typeof s.pujas.$inferInsert)[];
  pujaPackages: (typeof s.pujaPackages.$inferInsert)[];
  pujaChadhavaItems: (typeof s.pujaChadhavaItems.$inferInsert)[];
  offerings: (typeof s.offerings.$inferInsert)[];
  streams: (typeof s.streams.$inferInsert)[];
  campaigns: (typeof s.campaigns.$inferInsert)[];
  campaignSevas: (typeof s.campaignSevas.$inferInsert)[];
  chadhavaEvents: (typeof s.chadhavaEvents.$inferInsert)[];
  eventOfferings: (typeof s.eventOfferings.$inferInsert)[];
  products: (typeof s.products.$inferInsert)[];
  productStock: (typeof s.productStock.$inferInsert)[];
  pandits: (typeof s.pandits.$inferInsert)[];
  prasadOfferings: (typeof prasadOfferings.$inferInsert)[];
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const art = (name: string) => `/art/${name}.svg`;

/**
 * Builds the demo catalog for the moment `now`: tithi- and weekday-bound pujas, events and streams
 * on their real dates around it (seed/dates.ts), the others relative to it. Pure apart from random
 * ids (and the dates' memo tables).
 */
export function buildCatalogRows(now: Date): CatalogRows {
  // Whole minutes read better on countdowns; the pujas "within the hour" stay ahead of now.
  const t0 = Math.floor(now.getTime() / 60_000) * 60_000;
  const at = (hours: number) => new Date(t0 + hours * HOUR);
  // Distinct created_at values keep list order equal to seed order.
  const createdAt = (i: number) => new Date(t0 - 24 * HOUR + i * 1000);

  const templeIds = new Map<TempleKey, string>(TEMPLES.map((t) => [t.key, randomUUID()]));
  const templeId = (key: TempleKey) => templeIds.get(key) as string;

  const temples = TEMPLES.map(({ key, ...t }, i) => ({
    ...t,
    id: templeId(key),
    slug: slugify(t.name),
    translations: hindiColumn<s.TempleText>(HINDI.temples[t.name], [
      'name',
      'location',
      'deity',
      'description',
      'about',
    ]),
    createdAt: createdAt(i),
  }));

  const pujas: CatalogRows['pujas'] = [];
  const pujaPackageRows: CatalogRows['pujaPackages'] = [];
  const pujaChadhavaRows: CatalogRows['pujaChadhavaItems'] = [];
  PUJAS.forEach((p, i) => {
    const id = randomUUID();
    const when = pujaTimes(p, now.getTime());
    const hi = HINDI.pujas[p.title];
    pujas.push({
      id,
      slug: slugify(p.title),
      title: p.title,
      description: p.description,
      templeId: templeId(p.temple),
      image: p.image,
      aboutPujaCard: p.aboutPujaCard.map((n) => art(`about-${n}`)),
      aboutTemple: p.aboutTemple,
      rating: p.rating,
      tithi: when.tithi,
      tag: p.tag,
      occasion: p.occasion,
      type: p.type,
      duration: p.duration,
      joinedNo: p.joinedNo,
      benefits: p.benefits,
      startTime: new Date(when.start),
      endTime: new Date(when.end),
      translations: hindiColumn<s.PujaText>(hi && { ...hi, tithi: hindiTithi(when.tithi) }, [
        'title',
        'description',
        'aboutTemple',
        'tithi',
        'tag',
        'occasion',
        'type',
        'duration',
        'benefits',
      ]),
      createdAt: createdAt(i),
    });
    const packagesHi = hindiPackages(hi?.focus, hi?.blessing);
    pujaPackages(p.prices, p.focus, p.blessing).forEach((pkg, sort) =>
      pujaPackageRows.push({
        pujaId: id,
        img: pkg.img,
        thumbnailTitle: pkg.thumbnailTitle,
        pricePaise: toPaise(pkg.price),
        numberOfPeople: pkg.numberOfPeople,
        points: pkg.points,
        translations: hindiColumn<s.PackageText>(packagesHi[sort], ['thumbnailTitle', 'points']),
        sort,
      }),
    );
    p.chadhava.forEach((key, sort) => {
      const item = CHADHAVA_ITEMS[key];
      pujaChadhavaRows.push({
        pujaId: id,
        title: item.title,
        pricePaise: toPaise(item.price),
        image: item.image,
        description: item.description,
        translations: hindiColumn<s.TitledText>(HINDI.pujaExtras[item.title], ['title', 'description']),
        sort,
      });
    });
  });

  const offerings = OFFERINGS.map(({ price, ...o }, sort) => ({
    ...o,
    pricePaise: toPaise(price),
    translations: hindiColumn<s.NamedText>(HINDI.offerings[o.name], ['name', 'description']),
    sort,
  }));

  const streamTimes = (st: StreamSeed) => {
    if ('startHours' in st)
      return { startTime: at(st.startHours), endTime: st.endHours === null ? null : at(st.endHours) };
    const o = dated(st.when, typeof st.temple === 'string' ? st.temple : null, now.getTime());
    return { startTime: new Date(o.start), endTime: new Date(o.end) };
  };
  const streams = STREAMS.map((st, i) => {
    const hi = HINDI.streams[st.title];
    return {
      title: st.title,
      video: st.scene ? `/embed/darshan.html?scene=${st.scene}&title=${encodeURIComponent(st.title)}` : null,
      image: st.image,
      pandit: st.pandit,
      templeId: typeof st.temple === 'string' ? templeId(st.temple) : null,
      templeText: typeof st.temple === 'string' ? null : st.temple.text,
      description: st.description,
      category: st.category,
      viewers: st.viewers,
      ...streamTimes(st),
      translations: hindiColumn<s.StreamText>(
        hi && { ...hi, templeText: typeof hi.temple === 'object' ? hi.temple.text : undefined },
        ['title', 'pandit', 'templeText', 'description'],
      ),
      createdAt: createdAt(i),
    };
  });

  const campaigns: CatalogRows['campaigns'] = [];
  const campaignSevas: CatalogRows['campaignSevas'] = [];
  CAMPAIGNS.forEach((c, i) => {
    const id = randomUUID();
    const hi = HINDI.campaigns[c.title];
    campaigns.push({
      id,
      slug: slugify(c.title),
      title: c.title,
      subtitle: c.subtitle,
      img: c.images[0] ?? art('campaign-annadaan-1'),
      images: c.images,
      story: c.story,
      description: c.description,
      raisedPaise: toPaise(c.raised),
      goalPaise: toPaise(c.goal),
      participants: c.participants,
      category: c.category,
      benefits: c.benefits,
      donorAvatars: c.donorAvatars.map((n) => art(`avatar-${String(n).padStart(2, '0')}`)),
      eligible80g: c.eligible80G,
      translations: hindiColumn<s.CampaignText>(hi, ['title', 'subtitle', 'story', 'description', 'benefits']),
      createdAt: createdAt(i),
    });
    c.sevas.forEach(({ price, ...sv }, sort) =>
      campaignSevas.push({
        ...sv,
        campaignId: id,
        pricePaise: toPaise(price),
        translations: hindiColumn<s.TitledText>(hi?.sevas?.[sort], ['title', 'description']),
        sort,
      }),
    );
  });

  const chadhavaEvents: CatalogRows['chadhavaEvents'] = [];
  const eventOfferings: CatalogRows['eventOfferings'] = [];
  EVENTS.forEach((e, i) => {
    const id = randomUUID();
    const hi = HINDI.events[e.name];
    chadhavaEvents.push({
      id,
      slug: slugify(e.name),
      name: e.name,
      templeId: templeId(e.temple),
      date: eventDate(e, now),
      isActive: e.isActive,
      maxParticipants: e.maxParticipants,
      currentParticipants: e.currentParticipants,
      basePricePaise: toPaise(e.basePrice),
      about: e.about,
      images: e.images,
      translations: hindiColumn<s.EventText>(hi, ['name', 'about']),
      createdAt: createdAt(i),
    });
    e.offerings.forEach(({ price, type, ...o }, sort) =>
      eventOfferings.push({
        ...o,
        eventId: id,
        pricePaise: toPaise(price),
        type: type ?? DEFAULT_OFFERING_TYPE,
        translations: hindiColumn<s.NamedText>(hi?.offerings?.[sort], ['name', 'description']),
        sort,
      }),
    );
  });

  const productIds = PRODUCTS.map(() => randomUUID());
  const products = PRODUCTS.map((pr, i) => ({
    id: productIds[i] as string,
    name: pr.name,
    slug: slugify(pr.name),
    description: pr.description,
    category: pr.category,
    features: pr.features,
    primaryImage: art(`product-${pr.art}`),
    secondaryImages: [art(`product-${pr.art}-2`), art(`product-${pr.art}-3`), art(`product-${pr.art}`)],
    basePricePaise: toPaise(pr.basePrice),
    sizes: pr.sizes.map((v) => ({ name: v.name, extraPricePaise: toPaise(v.extraPrice) })),
    colors: pr.colors.map((v) => ({ name: v.name, colorHex: v.colorHex, extraPricePaise: toPaise(v.extraPrice) })),
    relatedIds: relatedOf(i, productIds),
    translations: hindiColumn<s.ProductText>(HINDI.products[pr.name], ['name', 'description', 'features']),
    sort: i,
  }));

  const productStockRows = DEMO_STOCK.map((st) => {
    const i = PRODUCTS.findIndex((pr) => pr.name === st.product);
    const pr = PRODUCTS[i];
    if (!pr || !pr.sizes.some((v) => v.name === st.size) || !pr.colors.some((v) => v.name === st.color))
      throw new Error(`demo stock names no variant: ${st.product} ${st.size} ${st.color}`);
    return { productId: productIds[i] as string, size: st.size, color: st.color, onHand: st.onHand };
  });

  const pandits = PANDITS.map((pd, sort) => ({
    ...pd,
    feePaise: toPaise(CONSULTATION_FEE_RUPEES),
    services: panditServices(pd),
    workingHours: panditHours(sort),
    translations: hindiColumn<s.PanditText>(HINDI.pandits[pd.name], [
      'name',
      'location',
      'description',
      'highlightPoints',
      'languages',
      'specialities',
    ]),
    sort,
  }));

  const prasadOfferingRows = PRASAD.map((pr, sort) => ({
    templeId: templeId(pr.temple),
    title: pr.title,
    items: pr.items,
    description: pr.description,
    pricePaise: toPaise(pr.price),
    image: art(pr.art),
    availability: pr.availability,
    translations: hindiColumn<s.PrasadText>(HINDI.prasad[pr.title], ['title', 'items', 'description']),
    sort,
    createdAt: createdAt(sort),
    updatedAt: createdAt(sort),
  }));

  return {
    temples,
    pujas,
    pujaPackages: pujaPackageRows,
    pujaChadhavaItems: pujaChadhavaRows,
    offerings,
    streams,
    campaigns,
    campaignSevas,
    chadhavaEvents,
    eventOfferings,
    products,
    productStock: productStockRows,
    pandits,
    prasadOfferings: prasadOfferingRows,
  };
}

/** 3 to 5 products of the same category following this one (wrapping), never itself. */
function relatedOf(index: number, ids: string[]): string[] {
  const category = PRODUCTS[index]?.category;
  const same = PRODUCTS.map((p, i) => ({ p, i })).filter(({ p }) => p.category === category);
  const pos = same.findIndex(({ i }) => i === index);
  const others = [...same.slice(pos + 1), ...same.slice(0, pos)];
  const count = Math.min(others.length, 3 + (index % 3));
  return others.slice(0, count).map(({ i }) => ids[i] as string);
}

/** A dated seed's occurrence around `now` at its temple. */
function dated(when: { schedule: Schedule; pick: Pick }, temple: TempleKey | null, now: number): Occurrence {
  if (temple === null) throw new Error('a dated demo entry needs a catalog temple (its place)');
  return occurrence(when.schedule, when.pick, now, TEMPLE_PLACES[temple]);
}

/**
 * A puja's start and end: its dated occurrence, or (bound to no day) soon after `now`, on the five
 * minutes; and the tithi it shows: its rule's, else the udaya tithi of its date.
 */
function pujaTimes(p: PujaSeed, now: number): { start: number; end: number; tithi: string } {
  const place = TEMPLE_PLACES[p.temple];
  if ('schedule' in p.when) {
    const o = dated(p.when, p.temple, now);
    return { ...o, tithi: tithiLabel(tithiShown(p.when.schedule.rule, o.day, place)) };
  }
  // From the whole minute, so that "40 minutes" never grows past 45.
  const from = Math.floor(now / MINUTE) * MINUTE;
  const start = Math.ceil((from + p.when.soon.minutes * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
  return {
    start,
    end: start + p.when.soon.hours * HOUR,
    tithi: tithiLabel(tithiShown(null, istDayNumber(start), place)),
  };
}

/**
 * Event dates are IST days (the chadhava filters compare IST days): a dated event's occurrence, or
 * for one bound to no date, later today.
 */
function eventDate(e: EventSeed, now: Date): Date {
  if (e.when !== 'later-today') return new Date(dated(e.when, e.temple, now.getTime()).start);
  const nowMs = now.getTime();
  const midnight = istDayStart(istDayNumber(nowMs) + 1);
  const target = nowMs + Math.min(3 * HOUR, (midnight - nowMs) / 2);
  // On the minute, unless that would spill into tomorrow.
  const onTheMinute = Math.ceil(target / 60_000) * 60_000;
  return new Date(onTheMinute < midnight ? onTheMinute : target);
}
