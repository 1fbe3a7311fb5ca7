import { createHash } from 'node:crypto';
import { placeholderImageUrl } from '../../domain/content.ts';
import type { Handler, RestCall } from '../call.ts';
import { badField } from '../problems.ts';
import type { Queryable } from '../../store/db.ts';
import { recordRequest, toRecorded } from '../recorded.ts';
import { loadResource, type ResourceRow } from '../resource-crud.ts';
import { requireClientAccess } from '../table-crud.ts';

/** Images: logos rendered into templates, Shutterstock licenses (once per image) and preview search. */
const PREVIEW_RESULTS = 100;
const PREVIEW_SIZE = { width: 1000, height: 667 };

async function logoImage(call: RestCall, shutterstockId?: string) {
  return call.db.transaction(async (tx) => {
    const clientId = String(call.body.clientId);
    await requireClientAccess(call, tx, clientId);
    const template = await loadResource(tx, 'imageTemplate', 'image template', call.body.templateId);
    const [client] = await tx.query<{ name: string; logo_url: string | null }>('select name, logo_url from clients where id = $1', [
      clientId,
    ]);
    const imageUrl = placeholderImageUrl(
      call.config.publicUrl,
      [client!.name, template.data.name, shutterstockId].filter(Boolean).join(' '),
    );
    return recordRequest(tx, call, 'logoImage', clientId, {
      templateId: template.id,
      templateName: template.data.name,
      caption: call.body.caption ?? null,
      shutterstockId: shutterstockId ?? null,
      logoUrl: client!.logo_url,
      imageUrl,
    });
  });
}

const firstLicense = (db: Queryable, imageId: string) =>
  db.query<ResourceRow>(`select * from resources where kind = 'imageLicense' and data->>'imageId' = $1 order by created_on, id limit 1`, [
    imageId,
  ]);

export const imageHandlers: Record<string, Handler> = {
  createLogoImageFromTemplate: (call) => logoImage(call),
  createLogoImageFromTemplateByShutterstockId: (call) => logoImage(call, String(call.body.shutterstockId)),
  getImageLicenseStatus: async (call) => {
    const [license] = await firstLicense(call.db, call.params.id!);
    return { imageId: call.params.id, isLicensed: Boolean(license), licensedOn: license?.created_on ?? null };
  },
  // A license is bought once per image: licensing it again answers the first license.
  licenseImageForSocialMedia: (call) =>
    call.db.transaction(async (tx) => {
      const clientId = String(call.body.clientId);
      await requireClientAccess(call, tx, clientId);
      const postId = call.body.socialMediaPostId;
      if (postId !== undefined) {
        const [post] = await tx.query(
          'select 1 from social_posts p join social_jobs j on j.id = p.social_job_id where p.id = $1 and j.client_id = $2',
          [postId, clientId],
        );
        if (!post) throw badField('socialMediaPostId', 'names no social media post of this client.');
      }
      const [existing] = await firstLicense(tx, call.params.id!);
      if (existing) return toRecorded(existing);
      return recordRequest(tx, call, 'imageLicense', clientId, {
        imageId: call.params.id,
        use: 'social-media',
        socialMediaPostId: postId ?? null,
        provider: 'Shutterstock',
      });
    }),
  // Offline stand-in for Shutterstock's search: the same query always finds the same previews.
  searchShutterstockPreviews: async (call) => {
    const query = String(call.query.Query).trim();
    const pageSize = Number(call.query.PageSize ?? 50);
    const pageNumber = Number(call.query.PageNumber ?? 1);
    const seed = createHash('sha1').update(query.toLowerCase()).digest('hex').slice(0, 8);
    const first = (pageNumber - 1) * pageSize;
    const count = Math.max(0, Math.min(pageSize, PREVIEW_RESULTS - first));
    const items = Array.from({ length: count }, (_, i) => ({
      id: `ss-${seed}-${first + i + 1}`,
      description: `${query} ${first + i + 1}`,
      previewUrl: placeholderImageUrl(call.config.publicUrl, `${query} ${first + i + 1}`),
      ...PREVIEW_SIZE,
    }));
    return { items, totalCount: PREVIEW_RESULTS, pageNumber, pageSize };
  },
};
