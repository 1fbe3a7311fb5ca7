import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOUR_TYPE_RGB = 2;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const rgbOf = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
const lighter = (rgb: number[]) => rgb.map((value) => Math.round(value + (255 - value) * 0.25));

/**
 * A picture of one colour with a lighter band across its middle, as a PNG: the raster twin of a demo image, for
 * targets that refuse SVG (WordPress does). Uniform rows deflate to a few kilobytes, so nothing is stored.
 */
export function bandedPng(width: number, height: number, hexColour: string): Buffer {
  const base = rgbOf(hexColour);
  const band = lighter(base);
  // Each scanline starts with its filter type (0: none), then the pixels.
  const row = (rgb: number[]) => {
    const line = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) line.set(rgb, 1 + x * 3);
    return line;
  };
  const [plain, light] = [row(base), row(band)];
  const rows = Array.from({ length: height }, (_, y) => (Math.abs(y - height / 2) < height / 10 ? light : plain));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, COLOUR_TYPE_RGB, 0, 0, 0], 8);
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
