import { MAX_POST_IMAGE_BYTES } from '../../../../src/shared/images/raster-images.ts';
import { isRasterType, rasterContentProblem } from '../../input/image-rules.ts';
import { badInput } from '../errors.ts';

const FILE_NAME_MAX = 200;
const mebibytes = (bytes: number) => bytes / 1024 / 1024;

export interface ImageUpload {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Reads an uploaded picture: a PNG, JPEG, WebP or GIF (the formats the social networks take) whose bytes are that
 * format (the declared type is the browser's guess, and these files are served back from our own origin), not
 * empty, at most 5 MiB and within the pixel limits.
 */
export async function readImageUpload(field: string, file: File): Promise<ImageUpload> {
  const contentType = (file.type || '').toLowerCase();
  if (!isRasterType(contentType)) throw badInput(field, `must be a PNG, JPEG, WebP or GIF image, got "${file.type || 'unknown type'}".`);
  if (file.size === 0) throw badInput(field, 'is empty; choose an image file.');
  if (file.size > MAX_POST_IMAGE_BYTES)
    throw badInput(field, `is ${mebibytes(file.size).toFixed(1)} MiB; images may be at most ${mebibytes(MAX_POST_IMAGE_BYTES)} MiB.`);
  const bytes = Buffer.from(await file.arrayBuffer());
  const problem = rasterContentProblem(bytes, contentType);
  if (problem) throw badInput(field, problem);
  const fileName = (file.name || 'image').replace(/[\\/\r\n]/g, '_').slice(0, FILE_NAME_MAX);
  return { fileName, contentType, bytes };
}
