/**
 * Response shapes of the public catalog endpoints (spec part 1 § 7, part 2 § 7, part 3 § 7).
 * Amounts are rupees (the database keeps paise); dates are ISO-8601 strings.
 */

export type Envelope<T> = { success: true; message: string; data: T };

/**
 * Beside `data` in every paged catalog list (issue 16, decision 013): the page size used, and the
 * cursor of the next page (`?cursor=`), or null on the last page.
 */
export type Page = { limit: number; nextCursor: string | null };
export type PagedEnvelope<T> = Envelope<T> & { page: Page };
export type ErrorEnvelope = { success: false; message: string; error?: string; errors?: Record<string, string> };

export type TempleRef = { _id: string; name: string; location: string; image?: string };

/**
 * The temple's approval of a puja's or event's current terms (issue 14, B9), or null: the listing
 * awaits its temple's confirmation and cannot be booked. A change of price or date since the
 * approval makes it null again. `temple` is the temple's name; `note` the temple's own words.
 */
export type ListingApproval = { temple: string; approvedAt: string; note: string | null };

export type Temple = {
  _id: string;
  slug: string;
  name: string;
  location: string;
  deity: string;
  description: string;
  about: string;
  image: string;
};

export type PujaPackage = {
  _id: string;
  img: string;
  thumbnailTitle: string;
  price: number;
  numberOfPeople: number;
  pointsOfDescription: string[];
};

export type PujaChadhavaItem = { _id: string; title: string; price: number; image: string; description: string };

export type Puja = {
  _id: string;
  id: string;
  slug: string;
  title: string;
  description: string;
  temple: TempleRef;
  image: string;
  aboutPujaCard: string[];
  rating: number;
  tithi: string;
  tag: string;
  occasion: string;
  joinedNo: number;
  benefitsOfPuja: { title: string; description: string }[];
  waysToParticipate: PujaPackage[];
  startTime: string;
  endTime: string;
  createdAt: string;
  approval: ListingApproval | null;
};

export type PujaDetail = Puja & {
  aboutTemple: string;
  chadhavaPooja: PujaChadhavaItem[];
  type: string;
  duration: string;
};

export type Offering = { _id: string; name: string; description: string; price: number; image: string; type: string };

export type Stream = {
  _id: string;
  title: string;
  /** Embed source; null when no video source is configured. */
  video: string | null;
  image: string;
  pandit: string;
  temple: TempleRef | string;
  description: string;
  category: string;
  viewers: number;
  startTime: string;
  endTime: string | null;
};

export type Seva = { _id: string; title: string; description: string; price: number; img: string };

export type Campaign = {
  _id: string;
  slug: string;
  title: string;
  subtitle: string;
  img: string;
  images: string[];
  story: string;
  description: string;
  raised_amount: number;
  /** The goal. */
  totalamount: number;
  /** Donor count. */
  totalparticipants: number;
  category: 'annadaan' | 'gau_seva' | 'temple_renovation' | 'social_activity';
  sevas: Seva[];
  benefits: { heading: string; description: string }[];
  donorAvatars: string[];
  /** Donations above ₹500 with the donor's PAN get an 80G receipt. */
  eligible80G: boolean;
};

export type EventOffering = {
  _id: string;
  name: string;
  price: number;
  description: string;
  image: string;
  type: string;
};

export type ChadhavaEvent = {
  _id: string;
  slug: string;
  name: string;
  temple: TempleRef;
  date: string;
  isActive: boolean;
  maxParticipants: number | null;
  currentParticipants: number;
  availableSlots: number | null;
  basePrice: number;
  about: string;
  images: string[];
  offerings: EventOffering[];
  approval: ListingApproval | null;
};

export type ProductListItem = {
  _id: string;
  name: string;
  slug: string;
  category: 'cloths' | 'worship';
  primaryImage: string;
  basePrice: number;
};

export type VariantStock = { size: string; color: string; available: number | null };

export type Product = ProductListItem & {
  description: string;
  features: string[];
  secondaryImages: string[];
  variants: {
    sizes: { name: string; extraPrice: number }[];
    colors: { name: string; extraPrice: number; colorHex: string }[];
    /** Per size × colour: units that can be ordered now (on hand − live holds); null = made to order. */
    stock?: VariantStock[];
  };
  relatedProducts: ProductListItem[];
};

export type Pandit = {
  _id: string;
  name: string;
  location: string;
  img: string;
  description: string;
  highlightPoints: string[];
  experienceYears: number;
  languages: string[];
  specialities: string[];
  rating: number;
  fee: number;
  /** The consultation fee in rupees (the same as `fee`). */
  consultationFee: number;
  /** The consultation services offered: 'Astro', 'Vastu'. */
  services: Array<'Astro' | 'Vastu'>;
};

/** Endpoint → `data` payload, as the web client reads it. */
export type CatalogApi = {
  'GET /temples': { temples: Temple[] };
  'GET /temples/{id}': { temple: Temple };
  'GET /offerings': { offerings: Offering[] };
  'GET /livestream': Stream[];
  'GET /livestream/{id}': Stream;
  'GET /pujas/all': Puja[];
  'GET /pujas/': Puja[];
  'GET /pujas/{id}': PujaDetail;
  'GET /pujas/pujaByname/{name}': PujaDetail;
  'GET /donationcampaigns': Campaign[];
  'GET /donationcampaigns/category/{category}': Campaign[];
  'GET /donationcampaigns/{id}': Campaign;
  'GET /donationcampaigns/donationByname/{name}': Campaign;
  'GET /chadhava-events/upcoming': { events: ChadhavaEvent[] };
  'GET /chadhava-events/{id}': { event: ChadhavaEvent };
  'GET /chadhava-events/getChadhavaEventByName/{name}': { event: ChadhavaEvent };
  'GET /pandits': { pandits: Pandit[] };
  'GET /pandits/{id}': { pandit: Pandit };
  'GET /products': { products: ProductListItem[] };
  'GET /products/{id}': { product: Product };
};
