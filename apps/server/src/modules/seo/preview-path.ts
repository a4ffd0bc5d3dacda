/** The catalog items that get a generated 1200 × 630 preview image when shared (issue 12). */
export type PreviewKind = 'puja' | 'event' | 'campaign' | 'product';

/**
 * Where an item's preview image is served: by name for pujas, events and campaigns, by id for
 * products (as their pages are addressed). Page heads point og:image here; the image route answers it.
 */
export const previewImagePath = (kind: PreviewKind, key: string) => `/og/${kind}/${encodeURIComponent(key)}.png`;
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
