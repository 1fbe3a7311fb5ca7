import type { ModifyClientLogoInput } from '../../../../src/core/api/generated/graphql.ts';
import { defineMutation, type MutationRun } from '../define-mutation.ts';
import { badInput } from '../errors.ts';
import { clientTarget } from '../targets.ts';

const LOGO_MAX_BYTES = 2 * 1024 * 1024;
// SVG is markup: one that could run script when opened is refused rather than cleaned.
const SVG_ACTIVE_CONTENT = /<script|javascript:|\son[a-z]+\s*=|<foreignObject/i;

type ClientRow = { client_id: string; id: string; name: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What the bytes are, whatever the upload claims: PNG, JPEG, WebP or SVG; undefined for anything else. */
function imageTypeOf(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '').trimStart();
  if ((head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--')) && head.includes('<svg')) return 'image/svg+xml';
  return undefined;
}

/** Stores the client's logo (bytes in client_logos) and points the client at the URL that serves it. */
const modifyClientLogo = defineMutation({
  capability: 'settings',
  target: clientTarget,
  run: async ({ tx, input, target, context }: MutationRun<ModifyClientLogoInput, ClientRow>) => {
    const { file } = input;
    if (file.size === 0) throw badInput('file', 'is empty; choose an image file.');
    if (file.size > LOGO_MAX_BYTES) throw badInput('file', `is ${(file.size / 1024 / 1024).toFixed(1)} MiB; a logo may be at most 2 MiB.`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = imageTypeOf(bytes);
    if (!contentType) throw badInput('file', 'must be a PNG, JPEG, WebP or SVG image.');
    if (contentType === 'image/svg+xml' && SVG_ACTIVE_CONTENT.test(new TextDecoder().decode(bytes))) {
      throw badInput('file', 'is an SVG with scripts or event handlers; export it without them.');
    }
    await tx.query(
      `insert into client_logos (client_id, content_type, bytes) values ($1, $2, $3)
       on conflict (client_id) do update set content_type = excluded.content_type, bytes = excluded.bytes, updated_on = now()`,
      [target.row.id, contentType, bytes],
    );
    const imageUrl = `${context.config.publicUrl}/v1/clients/${target.row.id}/logo`;
    await tx.query('update clients set logo_url = $2, updated_on = now() where id = $1', [target.row.id, imageUrl]);
    return { imageUrl, message: `Logo of "${target.row.name}" updated.` };
  },
});

export const accountClientLogoResolvers = { Mutation: { modifyClientLogo } };
