// What a cached catalog answer depends on (issue 16, decision 013). Each cached answer carries
// the tags of what it shows; invalidateCatalogCache(db, tags) drops only the answers carrying one
// of them, here and in the other server processes. The list tags (`pujas` …) sit on every page of
// that list (and the featured pujas); the item tags on the answers that show the item.

type Item = 'puja' | 'event' | 'campaign' | 'product' | 'temple' | 'pandit';
type List = 'pujas' | 'events' | 'campaigns' | 'products' | 'temples' | 'pandits' | 'offerings' | 'streams';

export type CatalogTag = `${Item}:${string}` | List;

export const tag = {
  puja: (id: string): CatalogTag => `puja:${id}`,
  event: (id: string): CatalogTag => `event:${id}`,
  campaign: (id: string): CatalogTag => `campaign:${id}`,
  product: (id: string): CatalogTag => `product:${id}`,
  temple: (id: string): CatalogTag => `temple:${id}`,
  pandit: (id: string): CatalogTag => `pandit:${id}`,
};

/** The tags a paid or lapsed booking of one payable kind invalidates: the item and its lists. */
export const bookedTags = {
  puja: (id: string): CatalogTag[] => [tag.puja(id), 'pujas'],
  event: (id: string): CatalogTag[] => [tag.event(id), 'events'],
  campaign: (id: string): CatalogTag[] => [tag.campaign(id), 'campaigns'],
  products: (ids: Iterable<string>): CatalogTag[] => [...new Set(ids)].map(tag.product).concat('products'),
};
