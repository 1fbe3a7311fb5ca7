import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bandedPng } from './png.ts';

const WIDTH = 1200;
const HEIGHT = 630;
const IMAGE_COLOURS = ['#1e3a8a', '#0f766e', '#7c2d12', '#4338ca', '#166534', '#9d174d'];
const pngCache = new Map<string, Buffer>();

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A client that names raster types and not SVG (the WordPress publisher, which uploads the image to a site that
 * refuses SVG) gets the PNG twin; browsers accept SVG and get the labelled picture.
 */
function wantsRaster(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /image\/png/.test(accept) && !/image\/svg\+xml|\*\/\*|image\/\*/.test(accept);
}

/** The placeholder images the seed's content and the demo image generators point at: one colour per label. */
export function registerDemoImages(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/demo-images/:name', async (request, reply) => {
    const label = decodeURIComponent(request.params.name)
      .replace(/\.(svg|png)$/, '')
      .slice(0, 80);
    const colour = IMAGE_COLOURS[[...label].reduce((sum, c) => sum + c.charCodeAt(0), 0) % IMAGE_COLOURS.length]!;
    reply.header('cache-control', 'public, max-age=86400').header('vary', 'accept');
    if (wantsRaster(request)) {
      const png = pngCache.get(colour) ?? bandedPng(WIDTH, HEIGHT, colour);
      pngCache.set(colour, png);
      return reply.type('image/png').send(png);
    }
    reply.type('image/svg+xml');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="${colour}"/><text x="600" y="330" font-family="sans-serif" font-size="44" fill="#fff" text-anchor="middle">${escapeXml(label)}</text></svg>`;
  });
}
