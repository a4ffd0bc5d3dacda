/**
 * Answers of the console's catalog calls (issue 14) under /api/v1/admin/catalog/{entity}:
 * GET list → CatalogPage, GET one / POST / PUT / publish / unpublish → { item: CatalogItem<E> }.
 * An item is the form's values (prices in rupees, dates ISO) with its id, status and what the
 * console shows but does not edit (counts kept by bookings and donations).
 */
import type {
  CampaignFormValues,
  CatalogEntity,
  CatalogStatus,
  EventFormValues,
  PanditAvailabilityValues,
  PanditFormValues,
  ProductFormValues,
  PujaFormValues,
  PrasadFormValues,
  StreamFormValues,
  TempleFormValues,
} from '../schemas/admin-catalog';

export type { CatalogEntity, CatalogStatus };

/** One row of GET /admin/catalog/{entity}. `temple` for pujas, events and streams (null: none). */
export type CatalogListItem = {
  id: string;
  title: string;
  status: CatalogStatus;
  updatedAt: string;
  temple?: { id: string; name: string } | null;
};

export type CatalogPage = { items: CatalogListItem[]; total: number };

type Meta = { id: string; status: CatalogStatus; updatedAt: string; createdAt: string | null };
/** Child rows come back with their ids: send them again on PUT to keep them (bookings point at them). */
type WithIds<T> = T & { id: string };

export type TempleItem = Meta & TempleFormValues & { slug: string };
export type PujaItem = Meta &
  Omit<PujaFormValues, 'packages' | 'chadhavaItems'> & {
    slug: string;
    packages: WithIds<PujaFormValues['packages'][number]>[];
    chadhavaItems: WithIds<PujaFormValues['chadhavaItems'][number]>[];
    temple: { id: string; name: string };
    /** Paid bookings so far (kept by the bookings). */
    joinedNo: number;
  };
export type EventItem = Meta &
  Omit<EventFormValues, 'offerings'> & {
    slug: string;
    offerings: WithIds<EventFormValues['offerings'][number]>[];
    temple: { id: string; name: string };
    /** Places taken by paid bookings (slots can never be set below it). */
    currentParticipants: number;
  };
export type CampaignItem = Meta &
  Omit<CampaignFormValues, 'sevas'> & {
    slug: string;
    sevas: WithIds<CampaignFormValues['sevas'][number]>[];
    /** Rupees given so far, and by how many. */
    raised: number;
    participants: number;
  };
export type ProductItem = Meta & ProductFormValues & { slug: string };
export type PanditItem = Meta & PanditFormValues;
export type StreamItem = Meta & StreamFormValues & { temple: { id: string; name: string } | null };
/** A prasad offering, with what its orders' feedback computes. */
export type PrasadItem = Meta & PrasadFormValues & { temple: { id: string; name: string }; rating: number; reviews: number };

export type CatalogItems = {
  temples: TempleItem;
  pujas: PujaItem;
  events: EventItem;
  campaigns: CampaignItem;
  products: ProductItem;
  pandits: PanditItem;
  streams: StreamItem;
  prasad: PrasadItem;
};
export type CatalogItem<E extends CatalogEntity> = CatalogItems[E];

/** GET and PUT /admin/pandits/{id}/availability. */
export type PanditAvailabilityAnswer = { availability: PanditAvailabilityValues & { panditId: string } };
