import type { Campaign, ChadhavaEvent, Pandit, Product, PujaDetail, Stream, Temple } from '@sankalp/shared/api/catalog';
import { catalogPaths } from '@sankalp/shared/api/catalog-paths';
import { CURRENCY } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import type { PageMatch, PageName } from '@sankalp/shared/routes';
import { campaignLine, eventLine, itemDate, productFromPrice, productLine, pujaLine, type Lang } from './item-facts';
import { eventLd, productLd, pujaLd, type JsonLd } from './json-ld';
import { previewImagePath, type PreviewKind } from './preview-path';
import { contentQuery, isPublicPage, pagePath } from './site-pages';

// What a page says about itself in <head>: its title (as the web app's useTitle sets it, so it does
// not change on hydration), a description, its canonical address, its preview and structured data.

/** A page's head, before it is written as tags. `title` is without the " — Sankalp" suffix. */
export type PageMeta = {
  title: string;
  /** The whole <title> when it is not `title` with the suffix (a page the head does not describe). */
  documentTitle?: string;
  description: string;
  /** Canonical path and content query; undefined for a page not to be indexed. */
  path?: string;
  /** The item's generated preview image (otherwise the site's default one). */
  preview?: { kind: PreviewKind; key: string; alt: string };
  /** Open Graph type and the extra properties that go with it (a product's price). */
  ogType: 'website' | 'product';
  ogExtra: Array<[string, string]>;
  structured: JsonLd[];
};

export type MetaInput = {
  match: PageMatch;
  path: string;
  data: ReadonlyMap<string, unknown>;
  origin: string;
  now: Date;
  /** The page's language: its description and facts are written in it. Default English. */
  language?: Lang;
};

export const SITE_TITLE = "Sankalp — Pujas, Chadhava & Live Darshan from India's Sacred Temples";
export const SITE_DESCRIPTION =
  'Book pujas at sacred temples in your name and gotra, offer chadhava, give to seva campaigns and watch live darshan.';

/** The pages without an item: the web app's title for each, and the page's own opening words. */
const STATIC_PAGES: Partial<Record<PageName, [title: string, description: string]>> = {
  'home/HomePage': ['Book Pujas, Chadhava and Live Darshan', SITE_DESCRIPTION],
  'live/LivePage': [
    'Live Darshan',
    "Join abhishekam, aarti, puja and havan live from India's sacred temples, performed by temple pandits as they happen.",
  ],
  'live/WatchLivePage': ['Live Darshan', "Watch live darshan from India's sacred temples, as it happens."],
  'temples/TemplesPage': [
    'Sacred Temples',
    'From the Jyotirlingas to the Char Dham, learn the story, the deity and the living traditions of each temple before you book a puja or offer chadhava.',
  ],
  'pujas/PujasPage': [
    'Book a Puja',
    'Performed by temple pandits with your name and gotra in the sankalp, with a video of your puja and an Aashirwad Box of prasad at your door.',
  ],
  'chadhava/ChadhavaPage': [
    'Chadhava',
    'Choose flowers, diyas, bhog and more for a temple event. Our pandits offer them in your name and gotra on the sacred day.',
  ],
  'donations/DonationsPage': [
    'Donations',
    'Feed pilgrims, care for cows, restore ancient temples and support families in need. Offer a seva or any amount, as your heart wishes.',
  ],
  'kundli/KundliPage': [
    'Kundli',
    'A Vedic kundli maps the sky at the moment you were born: your lagna, the nine grahas and the dashas that shape each season of life.',
  ],
  'panchang/PanchangPage': [
    'Panchang',
    'Tithi, nakshatra, yoga, karana, sunrise and Rahu kaal for your city, for any day.',
  ],
  'astro/AstroPage': [
    'Astrology Consultations',
    'Speak with learned pandits about your kundli, career, marriage, health and home. Calm, personal and in your language.',
  ],
  'store/StorePage': [
    'Store',
    'Handpicked dhotis, chunris, diyas, malas and kalash for your daily puja and festivals, delivered to your door.',
  ],
  'prasad/PrasadPage': [
    'Temple Prasad',
    "Blessed prasad from India's sacred temples, delivered to your home: the blessings of Kashi, Tirupati, Puri and more, wherever you live.",
  ],
  'pages/HelpPage': ['Help & Support', 'Search our answers, follow a step-by-step guide, or reach our seva team.'],
  'pages/AboutPage': [
    'About Us',
    'A devotional foundation based in Varanasi, arranging pujas, offerings and seva in your name — wherever you are.',
  ],
  'pages/ContactPage': [
    'Contact Us',
    'A question about a booking, a donation or your prasad? Write to us, or call our seva team in Varanasi.',
  ],
  'pages/FaqPage': [
    'Frequently Asked Questions',
    'Clear answers about live darshan, puja bookings, payments, donations and consultations.',
  ],
  'pages/PrivacyPolicyPage': ['Privacy Policy', 'How Sankalp collects, uses and protects your personal information.'],
  'pages/TermsPage': [
    'Terms of Service',
    'The terms for using Sankalp: bookings, offerings, donations, consultations and store orders.',
  ],
  'pages/RefundPolicyPage': [
    'Refund Policy',
    'When and how pujas, chadhava, donations, consultations and store orders are refunded.',
  ],
  'pages/SitemapPage': [
    'Sitemap',
    'Every part of Sankalp on one page: pujas, chadhava, temples, live darshan, donations, store and more.',
  ],
};

/**
 * The same pages' descriptions in Hindi (their titles come from the page's render, in its language).
 */
const STATIC_PAGES_HI: Partial<Record<PageName, string>> = {
  'home/HomePage': 'अपने नाम और गोत्र से पवित्र मंदिरों में पूजा बुक करें, चढ़ावा चढ़ाएँ, सेवा अभियानों में दान करें और लाइव दर्शन करें।',
  'live/LivePage': 'भारत के पवित्र मंदिरों से अभिषेक, आरती, पूजा और हवन लाइव देखें, जैसे मंदिर के पंडित जी इन्हें करते हैं।',
  'live/WatchLivePage': 'भारत के पवित्र मंदिरों से लाइव दर्शन, उसी समय।',
  'temples/TemplesPage': 'ज्योतिर्लिंगों से चार धाम तक: पूजा बुक करने या चढ़ावा चढ़ाने से पहले हर मंदिर की कथा, देवता और जीवित परंपराएँ जानें।',
  'pujas/PujasPage': 'मंदिर के पंडित जी आपके नाम और गोत्र से संकल्प लेकर पूजा करते हैं; आपकी पूजा का वीडियो और प्रसाद का आशीर्वाद बॉक्स आपके घर तक।',
  'chadhava/ChadhavaPage': 'मंदिर के उत्सव के लिए फूल, दीये, भोग और बहुत कुछ चुनें। हमारे पंडित जी पावन दिन पर आपके नाम और गोत्र से इन्हें अर्पित करते हैं।',
  'donations/DonationsPage': 'तीर्थयात्रियों को भोजन, गौ सेवा, प्राचीन मंदिरों का जीर्णोद्धार और ज़रूरतमंद परिवारों का सहारा। सेवा चुनें या अपनी श्रद्धा से कोई भी राशि दें।',
  'kundli/KundliPage': 'वैदिक कुंडली आपके जन्म के क्षण के आकाश का चित्र है: आपका लग्न, नौ ग्रह और जीवन के हर दौर को आकार देने वाली दशाएँ।',
  'panchang/PanchangPage': 'आपके शहर के लिए किसी भी दिन की तिथि, नक्षत्र, योग, करण, सूर्योदय और राहु काल।',
  'astro/AstroPage': 'अपनी कुंडली, करियर, विवाह, स्वास्थ्य और घर के बारे में विद्वान पंडित जी से बात करें। शांत, निजी और आपकी भाषा में।',
  'store/StorePage': 'रोज़ की पूजा और त्योहारों के लिए चुनी हुई धोती, चुनरी, दीये, माला और कलश, आपके घर तक।',
  'prasad/PrasadPage': 'भारत के पवित्र मंदिरों का प्रसाद आपके घर तक: काशी, तिरुपति, पुरी और अन्य धामों का आशीर्वाद, आप जहाँ भी हों।',
  'pages/HelpPage': 'हमारे उत्तर खोजें, चरण-दर-चरण गाइड देखें या हमारी सेवा टीम से संपर्क करें।',
  'pages/AboutPage': 'वाराणसी की एक भक्ति संस्था, जो आपके नाम से पूजा, चढ़ावा और सेवा करवाती है — आप जहाँ भी हों।',
  'pages/ContactPage': 'बुकिंग, दान या प्रसाद के बारे में कोई प्रश्न? हमें लिखें या वाराणसी में हमारी सेवा टीम को फ़ोन करें।',
  'pages/FaqPage': 'लाइव दर्शन, पूजा बुकिंग, भुगतान, दान और परामर्श के बारे में साफ़ उत्तर।',
  'pages/PrivacyPolicyPage': 'Sankalp आपकी निजी जानकारी कैसे लेता है, उपयोग करता है और सुरक्षित रखता है।',
  'pages/TermsPage': 'Sankalp के उपयोग की शर्तें: बुकिंग, चढ़ावा, दान, परामर्श और स्टोर ऑर्डर।',
  'pages/RefundPolicyPage': 'पूजा, चढ़ावा, दान, परामर्श और स्टोर ऑर्डर की धनवापसी कब और कैसे होती है।',
  'pages/SitemapPage': 'Sankalp के सभी हिस्से एक पेज पर: पूजा, चढ़ावा, मंदिर, लाइव दर्शन, दान, स्टोर और बहुत कुछ।',
};
const SITE_DESCRIPTION_HI = STATIC_PAGES_HI['home/HomePage']!;

/** The web app's title of an item page until (or unless) its item is known. */
const ITEM_FALLBACK: Partial<Record<PageName, string>> = {
  'pujas/PujaDetailsPage': 'Puja',
  'chadhava/ChadhavaDetailsPage': 'Chadhava Event',
  'donations/DonationDetailsPage': 'Donation Campaign',
  'store/ProductPage': 'Product',
  'temples/TempleDetailPage': 'Temple',
  'live/VideoPage': 'Live Stream',
  'astro/AstroProfilePage': 'Astrologer',
};

/** Whitespace folded and cut at a word to at most `max` characters (with an ellipsis when cut). */
export function clip(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  // At the last space, unless that would drop more than half.
  const space = cut.lastIndexOf(' ');
  const words = space > max / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,.;:·—-]+$/, '')}…`;
}

/** The item's facts, then its own words: a full stop between them (the danda in Hindi). */
const sentence = (line: string, text: string, lang: Lang = 'en') =>
  clip(text.trim() ? `${line}${lang === 'hi' ? '। ' : '. '}${text}` : line);

/**
 * One API answer the page's render used. Its key is the path the web app asked for; when the
 * render spelled a name differently (its own decoding), the one answer under the same prefix.
 */
export function answer<T>(data: ReadonlyMap<string, unknown>, key: string): T | undefined {
  const exact = data.get(key);
  if (exact !== undefined && exact !== null) return exact as T;
  const prefix = key.slice(0, key.lastIndexOf('/') + 1);
  const near = [...data].filter(([k, v]) => k.startsWith(prefix) && !/[/?]/.test(k.slice(prefix.length)) && v != null);
  return near.length === 1 ? (near[0]![1] as T) : undefined;
}

type Item = Omit<PageMeta, 'ogType' | 'ogExtra' | 'structured'> &
  Partial<Pick<PageMeta, 'ogType' | 'ogExtra' | 'structured'>>;

/** Links of an item's structured data: its canonical URL and images (the generated PNG, then its artwork). */
const links = (input: MetaInput, path: string, kind: PreviewKind, key: string, artwork: string[]) => ({
  origin: input.origin,
  url: `${input.origin}${path}`,
  images: [
    `${input.origin}${previewImagePath(kind, key)}`,
    ...artwork
      .filter(Boolean)
      .map((src) => (/^https?:\/\//i.test(src) ? src : `${input.origin}${src.startsWith('/') ? '' : '/'}${src}`)),
  ],
});

/** The item a details page shows, read from the answers its render used; undefined when absent. */
function itemMeta(input: MetaInput): Item | undefined {
  const { match, data, now } = input;
  const lang = input.language ?? 'en';
  const { name = '', id = '' } = match.params;
  switch (match.page) {
    case 'pujas/PujaDetailsPage': {
      const p = answer<PujaDetail>(data, catalogPaths.pujaByName(name));
      if (!p) return undefined;
      const path = pagePath(match.page, { name: p.slug })!;
      const line = pujaLine(p, lang);
      return {
        title: p.title,
        description: sentence(line, p.description, lang),
        path,
        preview: { kind: 'puja', key: p.slug, alt: `${p.title} — ${line}` },
        structured: [pujaLd(p, links(input, path, 'puja', p.slug, [p.image]), now)],
      };
    }
    case 'chadhava/ChadhavaDetailsPage': {
      const e = answer<{ event: ChadhavaEvent }>(data, catalogPaths.eventByName(name))?.event;
      if (!e) return undefined;
      const path = pagePath(match.page, { name: e.slug })!;
      const line = eventLine(e, lang);
      return {
        title: e.name,
        description: sentence(line, e.about, lang),
        path,
        preview: { kind: 'event', key: e.slug, alt: `${e.name} — ${line}` },
        structured: [eventLd(e, links(input, path, 'event', e.slug, e.images), now)],
      };
    }
    case 'donations/DonationDetailsPage': {
      const c = answer<Campaign>(data, catalogPaths.campaignByName(name));
      if (!c) return undefined;
      const line = campaignLine(c, lang);
      return {
        title: c.title,
        description: sentence(line, c.subtitle || c.description, lang),
        path: pagePath(match.page, { name: c.slug })!,
        preview: { kind: 'campaign', key: c.slug, alt: `${c.title} — ${line}` },
      };
    }
    case 'store/ProductPage': {
      const p = answer<{ product: Product }>(data, catalogPaths.product(id))?.product;
      if (!p) return undefined;
      const path = pagePath(match.page, { id: p._id })!;
      const line = productLine(p, lang);
      return {
        title: p.name,
        description: sentence(line, p.description, lang),
        path,
        preview: { kind: 'product', key: p._id, alt: `${p.name} — ${line}` },
        ogType: 'product',
        ogExtra: [
          ['product:price:amount', productFromPrice(p).toFixed(2)],
          ['product:price:currency', CURRENCY],
        ],
        structured: [productLd(p, links(input, path, 'product', p._id, [p.primaryImage, ...p.secondaryImages]))],
      };
    }
    case 'temples/TempleDetailPage': {
      const t = answer<{ temple: Temple }>(data, `/temples/${encodeURIComponent(id)}`)?.temple;
      if (!t) return undefined;
      return {
        title: t.name,
        description: sentence([t.deity, t.location].filter(Boolean).join(' · '), t.description, lang),
        path: pagePath(match.page, { id: t._id })!,
      };
    }
    case 'live/VideoPage': {
      const s = answer<Stream>(data, `/livestream/${encodeURIComponent(id)}`);
      if (!s) return undefined;
      const temple = typeof s.temple === 'string' ? s.temple : s.temple.name;
      return {
        title: s.title,
        description: sentence([temple, itemDate(s.startTime, lang)].filter(Boolean).join(' · '), s.description, lang),
        path: pagePath(match.page, { id: s._id })!,
      };
    }
    case 'astro/AstroProfilePage': {
      const p = answer<{ pandit: Pandit }>(data, `/pandits/${encodeURIComponent(id)}`)?.pandit;
      if (!p) return undefined;
      const fee = formatINR(p.consultationFee, { decimals: false });
      const line =
        lang === 'hi'
          ? [`${p.experienceYears} वर्षों का अनुभव`, p.languages.join(', '), `परामर्श ${fee}`]
          : [`${p.experienceYears} years' experience`, p.languages.join(', '), `Consultation ${fee}`];
      return {
        title: p.name,
        description: sentence(line.filter(Boolean).join(' · '), p.description, lang),
        path: pagePath(match.page, { id: p._id })!,
      };
    }
    default:
      return undefined;
  }
}

/**
 * The head of a page that answers 200. Canonical: the item's own slug or id when the item is
 * known (every spelling of a name collapses to one address), otherwise the table's path with the
 * request's parameters, plus a content-selecting query (site-pages.ts). Pages that are not public
 * (signed-in, checkouts) get no canonical: the head writes them noindex.
 */
export function pageMeta(input: MetaInput): PageMeta {
  const { match, path } = input;
  const base = { ogType: 'website' as const, ogExtra: [], structured: [] };
  const item = itemMeta(input);
  if (item) return { ...base, ...item };
  const hindi = input.language === 'hi';
  const siteDescription = hindi ? SITE_DESCRIPTION_HI : SITE_DESCRIPTION;
  if (!isPublicPage(match.page)) return { ...base, title: 'Sankalp', documentTitle: SITE_TITLE, description: siteDescription };
  const [title, english] = STATIC_PAGES[match.page] ?? [ITEM_FALLBACK[match.page] ?? 'Sankalp', SITE_DESCRIPTION];
  const description = hindi ? (STATIC_PAGES_HI[match.page] ?? siteDescription) : english;
  const search = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  const canonical = pagePath(match.page, match.params);
  return { ...base, title, description, path: canonical && `${canonical}${contentQuery(match.page, search)}` };
}
