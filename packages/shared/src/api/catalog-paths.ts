/**
 * API paths (below /api/v1) of the catalog reads a page asks for first. The web app fetches them
 * and the server keys a page's boot data by them (docs/decisions/006): one builder, so the two
 * always agree.
 */
export const catalogPaths = {
  featuredPujas: () => '/pujas/',
  pujaByName: (name: string) => `/pujas/pujaByname/${encodeURIComponent(name)}`,
  campaignByName: (name: string) => `/donationcampaigns/donationByname/${encodeURIComponent(name)}`,
  eventByName: (name: string) => `/chadhava-events/getChadhavaEventByName/${encodeURIComponent(name)}`,
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
};
