import type { ChadhavaEvent, Product, PujaDetail, TempleRef } from '@sankalp/shared/api/catalog';
import { CURRENCY } from '@sankalp/shared/constants';
import {
  eventBookable,
  eventFromPrice,
  istIso,
  productFromPrice,
  productInStock,
  pujaBookable,
  pujaFromPrice,
} from './item-facts';

// Structured data (schema.org as JSON-LD) of a page: who runs the site, on every page; an Event for
// each puja and chadhava event, a Product with its Offer for each store item. Search engines read
// dates, prices and availability from it.

export type JsonLd = { [key: string]: unknown };

const SCHEMA = 'https://schema.org';
export const SITE_NAME = 'Sankalp';

/** Where an item's page lives and the images that show it (the generated 1200 × 630 PNG first). */
export type ItemLinks = { origin: string; url: string; images: string[] };

/** The site's publisher. Its @id lets the items name it as organiser without repeating it. */
export const organizationLd = (origin: string): JsonLd => ({
  '@context': SCHEMA,
  '@type': 'Organization',
  '@id': `${origin}/#organization`,
  name: SITE_NAME,
  url: `${origin}/`,
  // Search engines want a raster logo: the 512 px app icon (apps/web/public/icons).
  logo: `${origin}/icons/icon-512.png`,
});

const organizer = (origin: string) => ({
  '@type': 'Organization',
  '@id': `${origin}/#organization`,
  name: SITE_NAME,
  url: `${origin}/`,
});

/** The temple as a Place; its location is written "City, State". */
function templePlace(t: TempleRef): JsonLd {
  const [locality, ...region] = t.location.split(',').map((s) => s.trim());
  return {
    '@type': 'Place',
    name: t.name,
    address: {
      '@type': 'PostalAddress',
      addressLocality: locality || undefined,
      addressRegion: region.join(', ') || undefined,
      addressCountry: 'IN',
    },
  };
}

const offer = (price: number, availability: string, url: string, validFrom?: string): JsonLd => ({
  '@type': 'Offer',
  price,
  priceCurrency: CURRENCY,
  availability: `${SCHEMA}/${availability}`,
  url,
  validFrom,
});

/**
 * Pujas and chadhava offerings are performed by the temple's pandits at the temple, where it is
 * open to whoever is there; the devotee who books takes part from afar (the sankalp in their name,
 * the stream and video of it). Both ways at once: a mixed event at the temple and online.
 */
const attendance = (t: TempleRef, url: string) => ({
  eventAttendanceMode: `${SCHEMA}/MixedEventAttendanceMode`,
  location: [templePlace(t), { '@type': 'VirtualLocation', url }],
});

export function pujaLd(p: PujaDetail, links: ItemLinks, now: Date): JsonLd {
  const price = pujaFromPrice(p);
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: p.title,
    description: p.description,
    url: links.url,
    image: links.images,
    startDate: istIso(p.startTime),
    endDate: istIso(p.endTime),
    eventStatus: `${SCHEMA}/EventScheduled`,
    ...attendance(p.temple, links.url),
    organizer: organizer(links.origin),
    offers:
      price === undefined
        ? undefined
        : offer(price, pujaBookable(p, now) ? 'InStock' : 'SoldOut', links.url, istIso(p.createdAt)),
  };
}

export function eventLd(e: ChadhavaEvent, links: ItemLinks, now: Date): JsonLd {
  const price = eventFromPrice(e);
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: e.name,
    description: e.about,
    url: links.url,
    image: links.images,
    startDate: istIso(e.date),
    eventStatus: `${SCHEMA}/EventScheduled`,
    ...attendance(e.temple, links.url),
    organizer: organizer(links.origin),
    offers: price === undefined ? undefined : offer(price, eventBookable(e, now) ? 'InStock' : 'SoldOut', links.url),
  };
}

export const productLd = (p: Product, links: ItemLinks): JsonLd => ({
  '@context': SCHEMA,
  '@type': 'Product',
  name: p.name,
  description: p.description,
  url: links.url,
  image: links.images,
  sku: p._id,
  productID: p._id,
  offers: {
    ...offer(productFromPrice(p), productInStock(p) ? 'InStock' : 'OutOfStock', links.url),
    itemCondition: `${SCHEMA}/NewCondition`,
    seller: organizer(links.origin),
  },
});

/** A <script> of JSON-LD. Inside it only "</script" or "<!--" could end or bend the element: every "<" is escaped. */
export const jsonLdScript = (data: JsonLd) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
