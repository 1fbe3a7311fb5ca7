import type { OutboundResponse } from '../outbound/outbound.ts';
import type { PublisherHttp } from './http.ts';
import { PublishError, type FeaturedImage } from './publishers.ts';

/** The image types WordPress takes into its media library without extra plugins (it refuses SVG). */
const ACCEPTED_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };
/** WordPress's usual upload limit on shared hosting; a bigger image would be refused there anyway. */
const MAX_BYTES = 8 * 1024 * 1024;

export interface ImageFile {
  data: Uint8Array<ArrayBuffer>;
  contentType: string;
  fileName: string;
}

const refuse = (image: FeaturedImage, problem: string) =>
  new PublishError('WordPress', `The featured image "${image.name}" ${problem}. Choose another featured image, then publish again.`);

/**
 * The featured image's bytes, asked for as a raster type WordPress accepts; the service's demo images answer PNG for
 * that. Images are the service's own (PUBLIC_URL): an address elsewhere is refused rather than fetched.
 */
export async function downloadImage(http: PublisherHttp, image: FeaturedImage): Promise<ImageFile> {
  if (!isOwnAddress(image.url, http.ownOrigin)) throw refuse(image, "is not one of the portal's own images");
  let response: OutboundResponse;
  let data: Uint8Array<ArrayBuffer>;
  try {
    response = await http.outbound.configured(image.url, {
      headers: { accept: Object.keys(ACCEPTED_TYPES).join(', ') },
      timeoutMs: http.timeoutMs,
    });
    data = new Uint8Array(await response.arrayBuffer());
  } catch {
    throw refuse(image, 'could not be downloaded from the portal');
  }
  if (!response.ok) throw refuse(image, `could not be downloaded from ${image.url} (${response.status} ${response.statusText})`);
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const extension = ACCEPTED_TYPES[contentType];
  if (!extension)
    throw refuse(
      image,
      `is ${contentType ? `of type ${contentType}` : 'of no stated type'}, which WordPress does not accept (JPEG, PNG, GIF or WebP only)`,
    );
  if (data.byteLength > MAX_BYTES)
    throw refuse(
      image,
      `is ${(data.byteLength / 1024 / 1024).toFixed(1)} MB, more than the ${MAX_BYTES / 1024 / 1024} MB WordPress sites usually accept`,
    );
  return { data, contentType, fileName: `${fileStem(image.name)}.${extension}` };
}

const isOwnAddress = (url: string, origin: string | undefined) => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'data:' || (origin !== undefined && parsed.origin === new URL(origin).origin);
  } catch {
    return false;
  }
};

/** A file name WordPress keeps as is: lower-case letters, digits and dashes (it would rewrite anything else). */
const fileStem = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'featured-image';
