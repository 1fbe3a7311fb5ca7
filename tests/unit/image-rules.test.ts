import { describe, expect, it } from 'vitest';
import { pixelSizeProblem, rasterContentProblem, rasterTypeOf } from '../../demo/server/input/image-rules.ts';
import { SvgDrawingProblem, svgToPng } from '../../demo/server/input/svg-to-png.ts';
import { claimingSize, GIF, JPEG, pngOf, WEBP } from '../support/image-files.ts';

// What the service takes as a picture, read from the header alone, and how it draws an SVG.

const FORMATS = [
  ['image/png', pngOf(1)],
  ['image/jpeg', JPEG],
  ['image/gif', GIF],
  ['image/webp', WEBP],
] as const;

describe('a raster picture', () => {
  it.each(FORMATS)('is known as %s by its bytes, and taken at its size', (type, bytes) => {
    expect(rasterTypeOf(bytes)).toBe(type);
    expect(rasterContentProblem(bytes, type)).toBeUndefined();
  });

  it.each(FORMATS.map(([type]) => type))('%s: up to 10000 pixels a side and 50 megapixels in all, from the header alone', (type) => {
    expect(pixelSizeProblem(claimingSize(type, 10_000, 5_000), type)).toBeUndefined();
    expect(pixelSizeProblem(claimingSize(type, 10_001, 1), type)).toMatch(
      /^is 10001 × 1 pixels; an image may be at most 10000 pixels wide or high/,
    );
    expect(pixelSizeProblem(claimingSize(type, 8_000, 7_000), type)).toMatch(
      /^is 8000 × 7000 pixels; .* and 50 megapixels in all\. Make it smaller and upload it again\.$/,
    );
  });

  it('is refused when its bytes are another format, or its header is cut short', () => {
    expect(rasterContentProblem(JPEG, 'image/png')).toBe(
      'claims to be image/png but its content is not; choose a real PNG, JPEG, WebP or GIF image.',
    );
    expect(rasterTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(pixelSizeProblem(pngOf(1).subarray(0, 12), 'image/png')).toMatch(/^is not a readable PNG image/);
  });
});

describe('an SVG drawn as a PNG', () => {
  it('is stopped when it takes too long, with a reason a person can act on', async () => {
    // Fifty blurs over a region twenty times the picture's size: minutes of work in a file of two kilobytes.
    const slow = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><filter id="f" x="-10" y="-10" width="20" height="20"><feGaussianBlur stdDeviation="500"/></filter>${'<rect width="1000" height="1000" filter="url(#f)"/>'.repeat(50)}</svg>`;
    const drawing = svgToPng(new TextEncoder().encode(slow), { timeLimitMs: 500 });
    await expect(drawing).rejects.toBeInstanceOf(SvgDrawingProblem);
    await expect(drawing).rejects.toThrow(
      'it takes longer than 0.5 seconds to draw; simplify it (fewer filters and effects) or upload a PNG',
    );
  });

  it('draws the next one after a stopped one', async () => {
    const png = await svgToPng(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10"/></svg>'),
    );
    expect(rasterTypeOf(png)).toBe('image/png');
    expect(pixelSizeProblem(png, 'image/png')).toBeUndefined();
  });
});
