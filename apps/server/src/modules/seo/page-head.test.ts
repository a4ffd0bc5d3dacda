import type { Campaign, ChadhavaEvent, Pandit, Product, PujaDetail, Stream, Temple } from '@sankalp/shared/api/catalog';
import { catalogPaths } from '@sankalp/shared/api/catalog-paths';
import { matchPageRoute, PAGE_ROUTES, SERVER_RENDERED_PAGES, type PageName } from '@sankalp/shared/routes';
import { describe, expect, it } from 'vitest';
import { pageHeadTags, type PageHeadInput } from './page-head';

const ORIGIN = 'https://sankalp.example';
/** 21 Nov 2026, 12:00 IST: the puja below is open, the event ahead. */
const NOW = new Date('2026-11-21T06:30:00.000Z');
const TEMPLE = { _id: 't1', name: 'Kashi Vishwanath', location: 'Varanasi, Uttar Pradesh' };

const PUJA: PujaDetail = {
  _id: 'p1',
  id: 'p1',
  slug: 'maha-rudrabhishek',
  title: 'Maha Rudrabhishek',
  description: 'Abhishekam of the Jyotirlinga with milk, honey and Ganga jal, for health and peace.',
  temple: TEMPLE,
  image: '/art/puja-rudrabhishek.svg',
  aboutPujaCard: [],
  rating: 4.9,
  tithi: 'Pradosh',
  tag: 'Shiva',
  occasion: 'Pradosh Vrat',
  joinedNo: 1200,
  benefitsOfPuja: [],
  waysToParticipate: [1501, 851, 2501].map((price, i) => ({
    _id: `pk${i}`,
    img: '/art/package-single.svg',
    thumbnailTitle: `Package ${i}`,
    price,
    numberOfPeople: i + 1,
    pointsOfDescription: [],
  })),
  startTime: '2026-11-28T00:30:00.000Z',
  endTime: '2026-11-28T04:30:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  approval: { temple: TEMPLE.name, approvedAt: '2026-11-02T00:00:00.000Z', note: null },
  aboutTemple: '',
  chadhavaPooja: [],
  type: 'Special',
  duration: '2 hours',
};

const EVENT: ChadhavaEvent = {
  _id: 'e1',
  slug: 'kartik-purnima-deep-daan',
  name: 'Kartik Purnima Deep Daan',
  temple: TEMPLE,
  date: '2026-12-04T12:30:00.000Z',
  isActive: true,
  maxParticipants: 100,
  currentParticipants: 100,
  availableSlots: 0,
  basePrice: 51,
  about: 'Lamps lit on the ghats in your name.',
  images: ['/art/event-01.svg'],
  offerings: [
    { _id: 'o1', name: 'Ghee diya', price: 101, description: '', image: '/art/chadhava-ghee-diya.svg', type: 'Diya' },
    { _id: 'o2', name: 'Flowers', price: 251, description: '', image: '/art/chadhava-flowers.svg', type: 'Flowers' },
  ],
  approval: { temple: TEMPLE.name, approvedAt: '2026-11-02T00:00:00.000Z', note: null },
};

const CAMPAIGN: Campaign = {
  _id: 'c1',
  slug: 'feed-1000-pilgrims',
  title: 'Feed 1000 Pilgrims',
  subtitle: 'Annadaan at the Kashi ghats',
  img: '/art/campaign-annadaan-1.svg',
  images: ['/art/campaign-annadaan-1.svg'],
  story: '',
  description: 'Hot meals for pilgrims.',
  raised_amount: 450000,
  totalamount: 1000000,
  totalparticipants: 1234,
  category: 'annadaan',
  sevas: [],
  benefits: [],
  donorAvatars: [],
  eligible80G: true,
};

const PRODUCT: Product = {
  _id: '9b2f7a3c-1d4e-4f5a-8b6c-7d8e9f0a1b2c',
  name: 'Brass Diya',
  slug: 'brass-diya',
  category: 'worship',
  primaryImage: '/art/product-brass-diya.svg',
  basePrice: 499,
  description: 'A hand-cast brass diya.',
  features: [],
  secondaryImages: ['/art/product-brass-diya-2.svg'],
  variants: {
    sizes: [
      { name: 'Large', extraPrice: 200 },
      { name: 'Small', extraPrice: 0 },
    ],
    colors: [],
    stock: [
      { size: 'Large', color: '', available: 0 },
      { size: 'Small', color: '', available: 0 },
    ],
  },
  relatedProducts: [],
};

function input(path: string, data: Record<string, unknown> = {}, over: Partial<PageHeadInput> = {}): PageHeadInput {
  return {
    match: matchPageRoute(path.split('?')[0]!),
    path,
    origin: ORIGIN,
    status: 200,
    data: new Map(Object.entries(data)),
    language: 'en',
    now: NOW,
    ...over,
  };
}

/** A JSON-LD node, with the members these tests look into. */
type Ld = Record<string, unknown> & {
  name?: string;
  location: Array<Record<string, unknown>>;
  offers: Record<string, unknown>;
};

/** The head parsed as a crawler reads it. */
function read(html: string) {
  const attr = (re: RegExp) => re.exec(html)?.[1];
  const decode = (s: string | undefined) =>
    s
      ?.replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const meta = (key: string) => decode(attr(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`)));
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return {
    title: decode(attr(/<title>(.*?)<\/title>/)),
    canonical: decode(attr(/<link rel="canonical" href="([^"]*)">/)),
    meta,
    ld,
    ofType: (type: string) => ld.find((d) => d['@type'] === type) as Ld | undefined,
  };
}

describe('pageHeadTags: a puja page', () => {
  const html = pageHeadTags(
    input('/puja-details/Maha%20Rudrabhishek', { [catalogPaths.pujaByName('Maha Rudrabhishek')]: PUJA }),
  );
  const head = read(html);

  it('has the title the web app sets, a description with its date, temple and lowest price, and one canonical address', () => {
    expect(head.title).toBe('Maha Rudrabhishek — Sankalp');
    expect(head.meta('description')).toBe(
      '28 November 2026 · Kashi Vishwanath, Varanasi, Uttar Pradesh · From ₹851. Abhishekam of the Jyotirlinga with milk, honey and Ganga jal, for health and peace.',
    );
    // Requested by its title: canonical is the slug.
    expect(head.canonical).toBe(`${ORIGIN}/puja-details/maha-rudrabhishek`);
    expect(head.meta('og:url')).toBe(head.canonical);
  });

  it('carries Open Graph and Twitter tags pointing at its generated 1200 × 630 preview', () => {
    const image = `${ORIGIN}/og/puja/maha-rudrabhishek.png`;
    expect(head.meta('og:title')).toBe('Maha Rudrabhishek');
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.meta('og:image')).toBe(image);
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('og:image:alt')).toContain('Maha Rudrabhishek');
    expect(head.meta('og:site_name')).toBe('Sankalp');
    expect(head.meta('og:locale')).toBe('en_IN');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:title')).toBe('Maha Rudrabhishek');
    expect(head.meta('twitter:image')).toBe(image);
    expect(head.meta('robots')).toBeUndefined();
  });

  it('has JSON-LD for the site and an Event with its IST date, temple and lowest price', () => {
    expect(head.ofType('Organization')).toMatchObject({
      name: 'Sankalp',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/icons/icon-512.png`,
    });
    const event = head.ofType('Event')!;
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Maha Rudrabhishek',
      startDate: '2026-11-28T06:00:00+05:30',
      endDate: '2026-11-28T10:00:00+05:30',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      url: `${ORIGIN}/puja-details/maha-rudrabhishek`,
      image: [`${ORIGIN}/og/puja/maha-rudrabhishek.png`, `${ORIGIN}/art/puja-rudrabhishek.svg`],
      offers: { '@type': 'Offer', price: 851, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    expect(event.location[0]).toMatchObject({
      '@type': 'Place',
      name: 'Kashi Vishwanath',
      address: { addressLocality: 'Varanasi', addressRegion: 'Uttar Pradesh', addressCountry: 'IN' },
    });
    expect(event.offers.validFrom).toBe('2026-11-01T05:30:00+05:30');
  });

  it('offers a closed or unapproved puja as sold out', () => {
    const after = read(
      pageHeadTags(
        input(
          '/puja-details/maha-rudrabhishek',
          { [catalogPaths.pujaByName('maha-rudrabhishek')]: PUJA },
          { now: new Date('2026-11-29T00:00:00Z') },
        ),
      ),
    );
    expect(after.ofType('Event')!.offers.availability).toBe('https://schema.org/SoldOut');
    const unapproved = { [catalogPaths.pujaByName('maha-rudrabhishek')]: { ...PUJA, approval: null } };
    expect(
      read(pageHeadTags(input('/puja-details/maha-rudrabhishek', unapproved))).ofType('Event')!.offers.availability,
    ).toBe('https://schema.org/SoldOut');
  });

  it('finds the puja when the render spelled its name differently, and clips a long description at a word', () => {
    const long = { ...PUJA, description: 'Om namah shivaya. '.repeat(30) };
    const head = read(
      pageHeadTags(input('/puja-details/Maha-Rudrabhishek', { [catalogPaths.pujaByName('maha-rudrabhishek')]: long })),
    );
    expect(head.title).toBe('Maha Rudrabhishek — Sankalp');
    const description = head.meta('description')!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/^28 November 2026 · .* (Om|namah|shivaya)…$/);
  });

  it('says hi_IN to a Hindi reader', () => {
    const hi = read(
      pageHeadTags(
        input(
          '/puja-details/maha-rudrabhishek',
          { [catalogPaths.pujaByName('maha-rudrabhishek')]: PUJA },
          { language: 'hi' },
        ),
      ),
    );
    expect(hi.meta('og:locale')).toBe('hi_IN');
    expect(hi.meta('og:locale:alternate')).toBe('en_IN');
  });

  it('writes a Hindi page’s words in Hindi, with the title its render gave itself (issue 13)', () => {
    const puja = { ...PUJA, title: 'महा रुद्राभिषेक', description: 'ज्योतिर्लिंग का दूध, शहद और गंगाजल से अभिषेक।' };
    const hi = read(
      pageHeadTags(
        input('/puja-details/maha-rudrabhishek', { [catalogPaths.pujaByName('maha-rudrabhishek')]: puja }, { language: 'hi', title: 'महा रुद्राभिषेक' }),
      ),
    );
    expect(hi.title).toBe('महा रुद्राभिषेक — Sankalp');
    expect(hi.meta('og:title')).toBe('महा रुद्राभिषेक');
    expect(hi.meta('description')).toBe(
      '28 नवंबर 2026 · Kashi Vishwanath, Varanasi, Uttar Pradesh · ₹851 से शुरू। ज्योतिर्लिंग का दूध, शहद और गंगाजल से अभिषेक।',
    );
    const about = read(pageHeadTags(input('/about-us', {}, { language: 'hi', title: 'हमारे बारे में' })));
    expect(about.title).toBe('हमारे बारे में — Sankalp');
    expect(about.meta('description')).toMatch(/^वाराणसी की एक भक्ति संस्था/);
    const missing = read(pageHeadTags(input('/nowhere', {}, { language: 'hi', status: 404 })));
    expect(missing.title).toBe('पेज नहीं मिला — Sankalp');
  });
});

describe('pageHeadTags: other items', () => {
  it('a chadhava event: Event from base price plus the cheapest offering, sold out when full', () => {
    const head = read(
      pageHeadTags(
        input('/chadhava-details/kartik-purnima-deep-daan', {
          [catalogPaths.eventByName('kartik-purnima-deep-daan')]: { event: EVENT },
        }),
      ),
    );
    expect(head.title).toBe('Kartik Purnima Deep Daan — Sankalp');
    expect(head.meta('og:description')).toMatch(
      /^4 December 2026 · Kashi Vishwanath, Varanasi, Uttar Pradesh · From ₹152\. Lamps lit/,
    );
    expect(head.meta('og:image')).toBe(`${ORIGIN}/og/event/kartik-purnima-deep-daan.png`);
    expect(head.ofType('Event')).toMatchObject({
      startDate: '2026-12-04T18:00:00+05:30',
      offers: { price: 152, priceCurrency: 'INR', availability: 'https://schema.org/SoldOut' },
    });
  });

  it('a campaign: its raised-of-goal line and preview, no item JSON-LD', () => {
    const head = read(
      pageHeadTags(
        input('/donation-details/FEED-1000-PILGRIMS', {
          [catalogPaths.campaignByName('FEED-1000-PILGRIMS')]: CAMPAIGN,
        }),
      ),
    );
    expect(head.title).toBe('Feed 1000 Pilgrims — Sankalp');
    expect(head.meta('og:description')).toBe(
      '₹4,50,000 raised of ₹10,00,000 · 1,234 donors. Annadaan at the Kashi ghats',
    );
    expect(head.canonical).toBe(`${ORIGIN}/donation-details/feed-1000-pilgrims`);
    expect(head.meta('og:image')).toBe(`${ORIGIN}/og/campaign/feed-1000-pilgrims.png`);
    expect(head.ld.map((d) => d['@type'])).toEqual(['Organization']);
  });

  it('a product: Product with an Offer at its cheapest variant, out of stock when no variant is left', () => {
    const path = `/store/product/${PRODUCT._id}?size=Large`;
    const head = read(pageHeadTags(input(path, { [catalogPaths.product(PRODUCT._id)]: { product: PRODUCT } })));
    expect(head.title).toBe('Brass Diya — Sankalp');
    // The variant in the query is the same product: one canonical address.
    expect(head.canonical).toBe(`${ORIGIN}/store/product/${PRODUCT._id}`);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('product:price:amount')).toBe('499.00');
    expect(head.meta('og:image')).toBe(`${ORIGIN}/og/product/${PRODUCT._id}.png`);
    expect(head.ofType('Product')).toMatchObject({
      name: 'Brass Diya',
      sku: PRODUCT._id,
      image: [
        `${ORIGIN}/og/product/${PRODUCT._id}.png`,
        `${ORIGIN}/art/product-brass-diya.svg`,
        `${ORIGIN}/art/product-brass-diya-2.svg`,
      ],
      offers: { '@type': 'Offer', price: 499, priceCurrency: 'INR', availability: 'https://schema.org/OutOfStock' },
    });
    const madeToOrder = {
      ...PRODUCT,
      variants: { ...PRODUCT.variants, stock: [{ size: 'Large', color: '', available: null }] },
    };
    const again = read(pageHeadTags(input(path, { [catalogPaths.product(PRODUCT._id)]: { product: madeToOrder } })));
    expect(again.ofType('Product')!.offers.availability).toBe('https://schema.org/InStock');
  });

  it('a temple, a stream and an astrologer: their names as titles, the site image', () => {
    const temple = {
      ...TEMPLE,
      slug: 'kashi',
      deity: 'Shiva',
      description: 'A Jyotirlinga.',
      about: '',
      image: '',
    } as Temple;
    const stream = {
      _id: 's1',
      title: 'Ganga Aarti',
      temple: TEMPLE,
      description: 'Evening aarti.',
      startTime: '2026-11-21T13:00:00Z',
    } as Stream;
    const pandit = {
      _id: 'a1',
      name: 'Pt. Sharma',
      experienceYears: 20,
      languages: ['Hindi', 'English'],
      consultationFee: 1000,
      description: 'Vedic astrologer.',
    } as Pandit;
    const cases = [
      [
        '/temple/t1',
        '/temples/t1',
        { temple },
        'Kashi Vishwanath — Sankalp',
        'Shiva · Varanasi, Uttar Pradesh. A Jyotirlinga.',
      ],
      [
        '/video/s1',
        '/livestream/s1',
        stream,
        'Ganga Aarti — Sankalp',
        'Kashi Vishwanath · 21 November 2026. Evening aarti.',
      ],
      [
        '/astro-booking/a1',
        '/pandits/a1',
        { pandit },
        'Pt. Sharma — Sankalp',
        "20 years' experience · Hindi, English · Consultation ₹1,000. Vedic astrologer.",
      ],
    ] as const;
    for (const [path, key, data, title, description] of cases) {
      const head = read(pageHeadTags(input(path, { [key]: data })));
      expect(head.title).toBe(title);
      expect(head.meta('description')).toBe(description);
      expect(head.canonical).toBe(`${ORIGIN}${path}`);
      expect(head.meta('og:image')).toBe(`${ORIGIN}/art/og-default.png`);
    }
  });

  it('an item page whose item the render did not read: the web app’s placeholder title, no item tags', () => {
    const head = read(pageHeadTags(input('/puja-details/Some%20Puja')));
    expect(head.title).toBe('Puja — Sankalp');
    expect(head.canonical).toBe(`${ORIGIN}/puja-details/Some%20Puja`);
    expect(head.meta('og:image')).toBe(`${ORIGIN}/art/og-default.png`);
    expect(head.ld.map((d) => d['@type'])).toEqual(['Organization']);
  });
});

describe('pageHeadTags: pages without an item', () => {
  it('home: its title, description, canonical, the site image and the Organization', () => {
    const head = read(pageHeadTags(input('/?utm_source=whatsapp')));
    expect(head.title).toBe('Book Pujas, Chadhava and Live Darshan — Sankalp');
    expect(head.meta('description')).toMatch(/^Book pujas at sacred temples/);
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:image')).toBe(`${ORIGIN}/art/og-default.png`);
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.ld).toHaveLength(1);
    expect(head.ofType('Organization')).toBeDefined();
  });

  it('gives every public server-rendered page a title and description, each static page its own title', () => {
    const itemPaths: Partial<Record<PageName, string>> = {
      'temples/TempleDetailPage': '/temple/t1',
      'donations/DonationDetailsPage': '/donation-details/x',
      'pujas/PujaDetailsPage': '/puja-details/x',
      'chadhava/ChadhavaDetailsPage': '/chadhava-details/x',
      'astro/AstroProfilePage': '/astro-booking/a1',
      'store/ProductPage': '/store/product/p1',
      'live/VideoPage': '/video/s1',
    };
    const staticTitles: string[] = [];
    for (const page of [...SERVER_RENDERED_PAGES].filter((p) => p !== 'pages/NotFoundPage')) {
      const path = itemPaths[page] ?? PAGE_ROUTES.find(([route, p]) => p === page && !route.includes(':'))![0];
      const head = read(pageHeadTags(input(path)));
      expect(head.title, page).toMatch(/^.+ — Sankalp$/);
      expect(head.meta('description'), page).toBeTruthy();
      expect(head.canonical, page).toBe(`${ORIGIN}${path}`);
      if (!itemPaths[page]) staticTitles.push(head.title!);
    }
    expect(new Set(staticTitles).size).toBe(staticTitles.length);
  });

  it('canonical keeps a query only where it selects the content (a campaign category, a store collection)', () => {
    expect(read(pageHeadTags(input('/donations?category=gau_seva&utm=x'))).canonical).toBe(
      `${ORIGIN}/donations?category=gau_seva`,
    );
    expect(read(pageHeadTags(input('/donations?category=nonsense'))).canonical).toBe(`${ORIGIN}/donations`);
    expect(read(pageHeadTags(input('/store?category=Worship'))).canonical).toBe(`${ORIGIN}/store?category=worship`);
    expect(read(pageHeadTags(input('/store?category=cloths'))).canonical).toBe(`${ORIGIN}/store`);
    expect(read(pageHeadTags(input('/pujas?q=shiva'))).canonical).toBe(`${ORIGIN}/pujas`);
    expect(read(pageHeadTags(input('/ABOUT-US'))).canonical).toBe(`${ORIGIN}/about-us`);
  });

  it('a page that is not public (a checkout) is noindex, without canonical or share card', () => {
    const head = read(pageHeadTags(input('/checkout')));
    expect(head.meta('robots')).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(head.meta('og:title')).toBeUndefined();
  });
});

describe('pageHeadTags: not found', () => {
  it('a 404 is "Page not found", noindex, with no canonical and no item tags even with data', () => {
    const html = pageHeadTags(input('/puja-details/x', { [catalogPaths.pujaByName('x')]: PUJA }, { status: 404 }));
    const head = read(html);
    expect(head.title).toBe('Page not found — Sankalp');
    expect(head.meta('robots')).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(html).not.toContain('og:');
    expect(html).not.toContain('twitter:');
    expect(head.ld.map((d) => d['@type'])).toEqual(['Organization']);
  });
});

describe('pageHeadTags: escaping', () => {
  const evil = 'Puja "<b>&</b>" </script><script>alert(1)</script>';
  const html = pageHeadTags(
    input('/puja-details/x', { [catalogPaths.pujaByName('x')]: { ...PUJA, title: evil, description: `${evil} desc` } }),
  );

  it('escapes the title and attributes, and keeps JSON-LD inside its script', () => {
    expect(html).toContain(
      '<title>Puja &quot;&lt;b&gt;&amp;&lt;/b&gt;&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; — Sankalp</title>',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Puja &quot;&lt;b&gt;&amp;&lt;/b&gt;&quot; &lt;/script&gt;',
    );
    // One </script> per JSON-LD script: the name cannot close it early.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('\\u003c/script>');
    const head = read(html);
    expect(head.title).toBe(`${evil} — Sankalp`);
    expect(head.ofType('Event')!.name).toBe(evil);
  });
});
