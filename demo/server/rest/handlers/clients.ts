import { accountClientLogoResolvers } from '../../graphql/resolvers/account-client-logo.ts';
import { isRasterType } from '../../input/image-rules.ts';
import { SvgDrawingProblem, svgToPng } from '../../input/svg-to-png.ts';
import { graphQLContextOf, type Handler, type RestCall } from '../call.ts';
import { clientCondition, SqlParams } from '../list-query.ts';
import { readUpload } from '../multipart.ts';
import { HttpProblem } from '../problems.ts';
import { fieldExpr, loadRow, readRow, type TableSpec } from '../table-crud.ts';
import { clients } from '../tables.ts';

/** A client's logo and social media configuration (the client's own fields are generic CRUD in tables.ts). */
const SOCIAL_PLATFORMS = ['Facebook', 'Instagram', 'LinkedIn', 'X', 'GoogleBusinessProfile'];

const socialMediaConfigs: TableSpec = {
  label: 'client',
  table: 'clients',
  client: 't.id',
  columns: {
    clientId: 't.id',
    clientName: 't.name',
    autoPublish: 't.social_auto_publish',
    hasAyrshareProfile: '(t.ayrshare_profile_key is not null)',
  },
};

/**
 * A logo kept as SVG before every logo was kept as a raster image is never served as SVG: the PNG drawn from it is
 * served, and kept in its place, the first time it is asked for.
 */
async function rasterOfStoredLogo(call: RestCall, clientId: string, svg: Uint8Array): Promise<Uint8Array> {
  let png: Uint8Array;
  try {
    png = await svgToPng(svg);
  } catch (error) {
    if (!(error instanceof SvgDrawingProblem)) throw error;
    throw new HttpProblem(
      409,
      `The logo kept for this firm is an SVG that could not be converted to a PNG (${error.message}); upload the logo again.`,
    );
  }
  await call.db.query(
    `update client_logos set content_type = 'image/png', bytes = $2, updated_on = now() where client_id = $1 and content_type = 'image/svg+xml'`,
    [clientId, png],
  );
  return png;
}

export const clientHandlers: Record<string, Handler> = {
  getClientLogo: async (call) => {
    const client = await readRow(call, call.db, clients, call.params.id!, ['id']);
    const [logo] = await call.db.query<{ content_type: string; bytes: Uint8Array }>(
      'select content_type, bytes from client_logos where client_id = $1',
      [client.id],
    );
    if (!logo) throw new HttpProblem(404, 'No logo uploaded.');
    if (isRasterType(logo.content_type)) return call.sendFile(logo.content_type, Buffer.from(logo.bytes));
    return call.sendFile('image/png', Buffer.from(await rasterOfStoredLogo(call, String(client.id), logo.bytes)));
  },
  // The same upload as GraphQL's ModifyClientLogo (one check of what an image may be), over multipart.
  uploadClientLogo: async (call) => {
    await readRow(call, call.db, clients, call.params.id!, ['id']);
    const { file } = await readUpload(call);
    const upload = new File([new Uint8Array(file.bytes)], file.fileName, { type: file.contentType });
    return accountClientLogoResolvers.Mutation.modifyClientLogo(
      null,
      { input: { clientId: call.params.id!, file: upload } },
      graphQLContextOf(call),
    );
  },
  listClientSocialMediaConnections: async (call) => {
    const client = await readRow(call, call.db, clients, call.params.id!, ['id']);
    return call.db.query(
      `select platform, account_name as "accountName", connected_on as "connectedOn" from connections
        where client_id = $1 and platform = any($2::text[]) order by platform`,
      [client.id, SOCIAL_PLATFORMS],
    );
  },
  getClientSocialMediaConfig: (call) => readRow(call, call.db, socialMediaConfigs, call.params.id!),
  listClientSocialMediaConfigs: async (call) => {
    const params = new SqlParams();
    const where = clientCondition('t.id', call.visibleClients(), params);
    const select = call.operation.responseFields.map((field) => `${fieldExpr(socialMediaConfigs, field)} as "${field}"`).join(', ');
    return call.db.query(
      `select ${select} from clients t ${where.length ? `where ${where.join(' and ')}` : ''} order by lower(t.name), t.id`,
      params.values,
    );
  },
  updateClientSocialMediaAutoPublish: (call) =>
    call.db.transaction(async (tx) => {
      const client = await loadRow(tx, clients, ['id'], call.params.id!, true);
      call.authorize(client.__client, 'this client');
      await tx.query('update clients set social_auto_publish = $2, updated_on = now() where id = $1', [
        client.id,
        call.body.autoPublish === true,
      ]);
      return readRow(call, tx, socialMediaConfigs, String(client.id));
    }),
};
