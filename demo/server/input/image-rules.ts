import { imageSize } from 'image-size';
import { RASTER_IMAGE_TYPES, type RasterImageType } from '../../../src/shared/images/raster-images.ts';

// The raster images the service takes from a person and serves back from its own origin (src/shared/images), and the
// bytes each format's file starts with: the declared type is only the browser's guess from the file name.

// A picture this large takes hundreds of megabytes once decoded, in every browser and publisher that shows it;
// a phone's 48-megapixel photo still fits.
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 50_000_000;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

const SIGNATURES: Record<RasterImageType, (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a',
  'image/webp': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
};
// What image-size calls each format.
const SIZE_READER_TYPES: Record<RasterImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export const isRasterType = (type: string): type is RasterImageType => (RASTER_IMAGE_TYPES as readonly string[]).includes(type);

/** The raster format the bytes are, whatever the upload claims; undefined for anything else. */
export const rasterTypeOf = (bytes: Uint8Array): RasterImageType | undefined => RASTER_IMAGE_TYPES.find((type) => SIGNATURES[type](bytes));

/** Whether the bytes start as a file of `type` does. */
export const hasSignatureOf = (bytes: Uint8Array, type: RasterImageType) => SIGNATURES[type](bytes);

/**
 * Why a raster image of `type` cannot be taken, from its header alone (no pixel is decoded): a header that gives
 * no size, or a size over the limits. As the end of a sentence that starts with the field's name; undefined when fine.
 */
export function pixelSizeProblem(bytes: Uint8Array, type: RasterImageType): string | undefined {
  const name = type.slice('image/'.length).toUpperCase();
  let size: { width: number; height: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return `is not a readable ${name} image (its header is damaged or cut short); export it again and upload it.`;
  }
  if (size.type !== SIZE_READER_TYPES[type] || !(size.width > 0 && size.height > 0))
    return `is not a readable ${name} image (its header gives no size); export it again and upload it.`;
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS) {
    return `is ${size.width} × ${size.height} pixels; an image may be at most ${MAX_IMAGE_SIDE} pixels wide or high and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels in all. Make it smaller and upload it again.`;
  }
  return undefined;
}

/** Why bytes sent as a raster `type` cannot be taken: they are not that format, or its header is unreadable or too large. */
export function rasterContentProblem(bytes: Uint8Array, type: RasterImageType): string | undefined {
  if (!hasSignatureOf(bytes, type)) return `claims to be ${type} but its content is not; choose a real PNG, JPEG, WebP or GIF image.`;
  return pixelSizeProblem(bytes, type);
}
