import { RASTER_IMAGE_TYPES } from '../shared/images/raster-images.ts';

/** The longer side of the PNG a chosen SVG is previewed as: the preview's frame is far smaller. */
const SVG_PREVIEW_SIDE = 512;

/**
 * A raster picture is shown by an <img>, and is still only a picture when its blob: or data: address is opened on its
 * own. An SVG is a document that runs its scripts when opened so, and a blob: address is of the portal's origin.
 */
const isRaster = (blob: Blob) => (RASTER_IMAGE_TYPES as readonly string[]).includes(blob.type.toLowerCase());

/** An SVG drawn onto a canvas, as a PNG; loaded as an image (which runs no script) from an address that is let go at once. */
async function pngOfSvg(svg: Blob): Promise<Blob | null> {
  const address = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = address;
    await image.decode();
    const scale = SVG_PREVIEW_SIDE / Math.max(image.naturalWidth || SVG_PREVIEW_SIDE, image.naturalHeight || SVG_PREVIEW_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round((image.naturalWidth || SVG_PREVIEW_SIDE) * scale));
    canvas.height = Math.max(1, Math.round((image.naturalHeight || SVG_PREVIEW_SIDE) * scale));
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  } finally {
    URL.revokeObjectURL(address);
  }
}

/**
 * The picture to show for `blob` through a blob: or data: address: itself when it is a raster image, a PNG drawn from
 * it when it is an SVG, or null for anything else. Rejects when an SVG cannot be drawn (the caller shows no preview).
 */
export async function inertImage(blob: Blob): Promise<Blob | null> {
  if (isRaster(blob)) return blob;
  if (blob.type.toLowerCase() === 'image/svg+xml') return pngOfSvg(blob);
  return null;
}
