import { badInput } from '../errors.ts';

/** The largest picture a person may upload for a post. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const FILE_NAME_MAX = 200;

// The formats the social networks take, with the bytes each file of that format starts with: the
// declared type alone is the browser's guess, and these files are served back from our own origin.
const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a',
  'image/webp': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
};

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export interface ImageUpload {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** Reads an uploaded picture, refusing other formats, empty files and files over 5 MiB. */
export async function readImageUpload(field: string, file: File): Promise<ImageUpload> {
  const contentType = (file.type || '').toLowerCase();
  const matches = SIGNATURES[contentType];
  if (!matches) throw badInput(field, `must be a PNG, JPEG, WebP or GIF image, got "${file.type || 'unknown type'}".`);
  if (file.size === 0) throw badInput(field, 'is empty; choose an image file.');
  if (file.size > MAX_UPLOAD_BYTES) throw badInput(field, `is ${(file.size / 1024 / 1024).toFixed(1)} MiB; images may be at most 5 MiB.`);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!matches(bytes)) throw badInput(field, `claims to be ${contentType} but its content is not; choose a real PNG, JPEG, WebP or GIF image.`);
  const fileName = (file.name || 'image').replace(/[\\/\r\n]/g, '_').slice(0, FILE_NAME_MAX);
  return { fileName, contentType, bytes };
}
