/**
 * Images uploaded from the console (issue 14). An upload is re-encoded into WebP widths the site
 * uses; `url` is the largest one, `sizes` every width by name. Answers are `{ success, message, data }`.
 */

/** The widths an upload is re-encoded to (never upscaled: a smaller original keeps its own width). */
export const MEDIA_WIDTHS = { sm: 400, md: 800, lg: 1600 } as const;
export type MediaSizeName = keyof typeof MEDIA_WIDTHS;

/** The largest upload accepted, in bytes (413 `file_too_large` above it). */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/** The image types accepted, as checked from the file's bytes (anything else: 415 `unsupported_image`). */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** One stored image. */
export type AdminMedia = {
  id: string;
  /** The largest stored width: what a form keeps when it needs a single URL. */
  url: string;
  /** Size of that largest stored width, in pixels. */
  width: number;
  height: number;
  /** Every stored width by name (a small original may have fewer than three). */
  sizes: Partial<Record<MediaSizeName, string>>;
};

/** data of POST /admin/media (multipart/form-data, field `file`), 201. */
export type MediaUploaded = { media: AdminMedia };
