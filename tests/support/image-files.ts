// Real image files for upload tests, built here: the service reads each file's header (its format and its size in
// pixels), so a signature followed by filler is not an image to it.
import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
};

/**
 * An RGBA PNG of `size` × `size` pixels. `noisy` fills it with pseudo-random colours, which deflate cannot shrink,
 * so a large one is large on the wire too (its upload takes long enough to be watched).
 */
export function pngOf(size: number, noisy = false): Buffer<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 4));
  let seed = 0x9e3779b9;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size * 4; x += 1) {
      // xorshift32: cheap, repeatable, and nothing deflate finds a pattern in.
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      rows[y * (1 + size * 4) + 1 + x] = noisy ? seed & 0xff : x % 4 === 3 ? 255 : (x * 40 + y) % 256;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** 1 × 1 pictures of the other formats the service takes. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A WebP whose extended header (VP8X) claims `width` × `height`, with no picture behind it. */
function webpClaiming(width: number, height: number): Buffer<ArrayBuffer> {
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const body = Buffer.concat([Buffer.from('WEBP', 'ascii'), Buffer.from('VP8X', 'ascii'), Buffer.from([10, 0, 0, 0]), vp8x]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'ascii'), size, body]);
}

/**
 * A copy of a small picture whose header claims `width` × `height` pixels: what a decompression bomb looks like
 * to a reader of headers (the pixels behind it are never there).
 */
export function claimingSize(
  type: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp',
  width: number,
  height: number,
): Buffer<ArrayBuffer> {
  if (type === 'image/webp') return webpClaiming(width, height);
  if (type === 'image/png') {
    const picture = Buffer.from(pngOf(1));
    picture.writeUInt32BE(width, 16);
    picture.writeUInt32BE(height, 20);
    return picture;
  }
  if (type === 'image/gif') {
    const picture = Buffer.from(GIF);
    picture.writeUInt16LE(width, 6);
    picture.writeUInt16LE(height, 8);
    return picture;
  }
  const picture = Buffer.from(JPEG);
  // The frame header (SOF) holds the height, then the width, after its length and precision.
  const frame = picture.findIndex(
    (byte, i) => byte === 0xff && picture[i + 1] !== undefined && picture[i + 1]! >= 0xc0 && picture[i + 1]! <= 0xc2,
  );
  picture.writeUInt16BE(height, frame + 5);
  picture.writeUInt16BE(width, frame + 7);
  return picture;
}
