/**
 * The pictures the service takes from a person and serves back from its own origin: the raster formats the social
 * networks accept (never SVG, which can carry script). The portal checks a chosen file with these before its bytes
 * travel; the service reads the file's first bytes as well, since the declared type is only the browser's guess.
 */
export const RASTER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type RasterImageType = (typeof RASTER_IMAGE_TYPES)[number];

/** The largest picture a person may upload for a post: 5 MiB. */
export const MAX_POST_IMAGE_BYTES = 5 * 1024 * 1024;
