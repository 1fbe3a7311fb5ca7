import type { ImageUrlPayload, ModifyClientLogoInput } from '../../../../src/core/api/generated/graphql.ts';
import type { RasterImageType } from '../../../../src/shared/images/raster-images.ts';
import { pixelSizeProblem, rasterTypeOf } from '../../input/image-rules.ts';
import { SvgDrawingProblem, svgToPng } from '../../input/svg-to-png.ts';
import type { GraphQLContext } from '../context.ts';
import { authorizedTarget, defineMutation, type MutationRun } from '../define-mutation.ts';
import { badInput } from '../errors.ts';
import { clientTarget } from '../targets.ts';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
// GIF is not a logo format: the branded images take a still picture.
const LOGO_RASTER_TYPES: readonly RasterImageType[] = ['image/png', 'image/jpeg', 'image/webp'];
/** What a person may send as a logo (src/areas/settings/model/logo-file.ts offers the same): an SVG is kept as a PNG drawn from it. */
export const LOGO_UPLOAD_TYPES = [...LOGO_RASTER_TYPES, 'image/svg+xml'];

type ClientRow = { client_id: string; id: string; name: string };
/** What is kept as the logo: a raster image, and whether it was drawn from an SVG. */
type LogoPicture = { contentType: RasterImageType; bytes: Uint8Array; fromSvg: boolean };

/** Whether the bytes read as SVG markup (an XML declaration, a doctype or a comment may come first). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<') && head.includes('<svg');
}

/** A PNG drawn from an SVG logo, for one that a logo could be made of. */
async function pngOfSvg(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    const png = await svgToPng(bytes);
    if (png.length > LOGO_MAX_BYTES)
      throw new SvgDrawingProblem(
        `drawn, it is a PNG of ${(png.length / 1024 / 1024).toFixed(1)} MiB, over the 2 MiB a logo may be; simplify it or upload a PNG`,
      );
    return png;
  } catch (error) {
    if (error instanceof SvgDrawingProblem) throw badInput('file', `could not be drawn as an SVG image (${error.message}).`);
    throw error;
  }
}

/** The picture a logo upload gives: a PNG, JPEG or WebP as sent (within the pixel limits), an SVG as a PNG drawn from it. */
async function logoPicture(file: File): Promise<LogoPicture> {
  if (file.size === 0) throw badInput('file', 'is empty; choose an image file.');
  if (file.size > LOGO_MAX_BYTES) throw badInput('file', `is ${(file.size / 1024 / 1024).toFixed(1)} MiB; a logo may be at most 2 MiB.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const raster = rasterTypeOf(bytes);
  if (raster && LOGO_RASTER_TYPES.includes(raster)) {
    const problem = pixelSizeProblem(bytes, raster);
    if (problem) throw badInput('file', problem);
    return { contentType: raster, bytes, fromSvg: false };
  }
  if (!raster && looksLikeSvg(bytes)) return { contentType: 'image/png', bytes: await pngOfSvg(bytes), fromSvg: true };
  throw badInput('file', 'must be a PNG, JPEG, WebP or SVG image.');
}

const WHO_MAY = { capability: 'settings', target: clientTarget } as const;

/** Stores the client's logo (bytes in client_logos) and points the client at the URL that serves it. */
const storeLogo = defineMutation({
  ...WHO_MAY,
  run: async ({ tx, input, target, context }: MutationRun<ModifyClientLogoInput & { picture: LogoPicture }, ClientRow>) => {
    const { contentType, bytes, fromSvg } = input.picture;
    await tx.query(
      `insert into client_logos (client_id, content_type, bytes) values ($1, $2, $3)
       on conflict (client_id) do update set content_type = excluded.content_type, bytes = excluded.bytes, updated_on = now()`,
      [target.row.id, contentType, bytes],
    );
    const imageUrl = `${context.config.publicUrl}/v1/clients/${target.row.id}/logo`;
    await tx.query('update clients set logo_url = $2, updated_on = now() where id = $1', [target.row.id, imageUrl]);
    const converted = fromSvg ? ' The SVG was converted to a PNG.' : '';
    return { imageUrl, message: `Logo of "${target.row.name}" updated.${converted}` };
  },
});

/**
 * Who may change the logo is checked before its bytes are read or drawn, and the drawing of an SVG happens between
 * that check and the transaction that stores it (storeLogo checks again), since it takes a while.
 */
const modifyClientLogo = Object.assign(
  async (parent: unknown, args: { input: ModifyClientLogoInput }, context: GraphQLContext): Promise<ImageUrlPayload> => {
    await context.db.transaction((tx) => authorizedTarget(WHO_MAY, tx, args.input, context));
    const picture = await logoPicture(args.input.file);
    return storeLogo(parent, { input: { ...args.input, picture } }, context);
  },
  { capability: storeLogo.capability, fieldCapabilities: storeLogo.fieldCapabilities },
);

export const accountClientLogoResolvers = { Mutation: { modifyClientLogo } };
