import { randomUUID } from 'node:crypto';
import type {
  RevertToOriginalSocialMediaImageInput,
  SelectShutterStockWithBannerBearSocialMediaImageInput,
  SelectShutterstockSocialMediaImageInput,
  SocialImagePayload,
  SocialMediaManualUploadImageInput,
  UpdateSocialMediaImageWithBannerBearInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { placeholderImageUrl } from '../../domain/content.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation } from '../define-mutation.ts';
import { illegalTransition } from '../errors.ts';
import { requireExternalId } from './blog-input.ts';
import { voidSocialApprovals } from './social-approvals.ts';
import {
  jobOfPost,
  requireSocialEditable,
  socialImageTarget,
  socialPostRecordTarget,
  toSocialImage,
  type SocialImageRecord,
  type SocialImageWithJob,
  type SocialPostWithJob,
} from './social-jobs.ts';
import { readImageUpload } from './social-upload.ts';

/**
 * A post shows one image. Choosing another replaces what it shows but remembers the first picture
 * (original_url and original_source), so the post can always go back to it; the new picture needs a
 * fresh review.
 */
async function showImage(
  tx: Queryable,
  post: SocialPostWithJob,
  picture: { s3Url: string; source: string },
  message: string,
  by: string,
): Promise<SocialImagePayload> {
  requireSocialEditable({ status: post.job_status }, 'change the image');
  await voidSocialApprovals(tx, jobOfPost(post), `the ${post.platform} post's image was changed`, by);
  const [current] = await tx.query<SocialImageRecord>(
    'select * from social_images where social_post_id = $1 order by created_on, id limit 1 for update',
    [post.id],
  );
  const id = current?.id ?? randomUUID();
  if (current) {
    await tx.query(
      `update social_images set s3_url = $2, source = $3, original_url = coalesce(original_url, s3_url), original_source = coalesce(original_source, source),
              human_qc = 'Unevaluated' where id = $1`,
      [id, picture.s3Url, picture.source],
    );
  } else {
    await tx.query(`insert into social_images (id, social_post_id, s3_url, source) values ($1, $2, $3, $4)`, [
      id,
      post.id,
      picture.s3Url,
      picture.source,
    ]);
  }
  const [image] = await tx.query<SocialImageRecord>('select * from social_images where id = $1', [id]);
  return { image: toSocialImage(image!), socialMediaPostImagesId: id, message };
}

/** The post an image belongs to, with its job's state, for the image-level mutations. */
async function postOfImage(tx: Queryable, image: SocialImageWithJob): Promise<SocialPostWithJob> {
  const [post] = await tx.query<SocialPostWithJob>(
    `select p.*, j.client_id, j.status as job_status, j.deliverable_id, j.is_test from social_posts p join social_jobs j on j.id = p.social_job_id where p.id = $1`,
    [image.social_post_id],
  );
  return post!;
}

const bannerBearName = (base: string, templateId: string) => `${base}-bannerbear-${templateId}`;

/** A picture a person uploads for a post; the bytes are kept by the service and served publicly at /v1/media/{id}, where the provider fetches them. */
const socialMediaManualUploadImage = defineMutation<SocialMediaManualUploadImageInput, SocialPostWithJob, SocialImagePayload>({
  capability: 'review',
  target: socialPostRecordTarget,
  run: async ({ tx, input, target, viewer, context }) => {
    requireSocialEditable({ status: target.row.job_status }, 'change the image');
    const upload = await readImageUpload('file', input.file);
    const uploadId = randomUUID();
    await tx.query(
      'insert into uploads (id, client_id, file_name, content_type, size_bytes, bytes, created_by, is_public) values ($1, $2, $3, $4, $5, $6, $7, true)',
      [uploadId, target.row.client_id, upload.fileName, upload.contentType, upload.bytes.length, upload.bytes, viewer.email],
    );
    return showImage(
      tx,
      target.row,
      { s3Url: `${context.config.publicUrl}/v1/media/${uploadId}`, source: 'Upload' },
      `Uploaded ${upload.fileName} for the ${target.row.platform} post.`,
      viewer.email,
    );
  },
});

const selectShutterstockSocialMediaImage = defineMutation<SelectShutterstockSocialMediaImageInput, SocialPostWithJob, SocialImagePayload>({
  capability: 'staff',
  target: socialPostRecordTarget,
  run: async ({ tx, input, target, context, viewer }) => {
    const shutterstockId = requireExternalId('shutterstockId', input.shutterstockId);
    const s3Url = placeholderImageUrl(context.config.publicUrl, `shutterstock-${shutterstockId}`);
    return showImage(
      tx,
      target.row,
      { s3Url, source: 'Shutterstock' },
      `The ${target.row.platform} post now shows Shutterstock image ${shutterstockId}.`,
      viewer.email,
    );
  },
});

const selectShutterStockWithBannerBearSocialMediaImage = defineMutation<
  SelectShutterStockWithBannerBearSocialMediaImageInput,
  SocialPostWithJob,
  SocialImagePayload
>({
  capability: 'staff',
  target: socialPostRecordTarget,
  run: async ({ tx, input, target, context, viewer }) => {
    const shutterstockId = requireExternalId('shutterstockId', input.shutterstockId);
    const templateId = requireExternalId('templateId', input.templateId);
    const s3Url = placeholderImageUrl(context.config.publicUrl, bannerBearName(`shutterstock-${shutterstockId}`, templateId));
    return showImage(
      tx,
      target.row,
      { s3Url, source: 'BannerBear' },
      `The ${target.row.platform} post now shows Shutterstock image ${shutterstockId} in template ${templateId}.`,
      viewer.email,
    );
  },
});

/** Puts the picture the post shows now into a BannerBear template (the firm's branding around it). */
const updateSocialMediaImageWithBannerBear = defineMutation<
  UpdateSocialMediaImageWithBannerBearInput,
  SocialImageWithJob,
  SocialImagePayload
>({
  capability: 'staff',
  target: socialImageTarget,
  run: async ({ tx, input, target, context, viewer }) => {
    const templateId = requireExternalId('templateId', input.templateId);
    const base = decodeURIComponent(
      target.row.s3_url
        .split('/')
        .pop()!
        .replace(/\.svg$/, ''),
    ).replace(/-bannerbear-[A-Za-z0-9_-]+$/, '');
    const s3Url = placeholderImageUrl(context.config.publicUrl, bannerBearName(base, templateId));
    return showImage(
      tx,
      await postOfImage(tx, target.row),
      { s3Url, source: 'BannerBear' },
      `Applied BannerBear template ${templateId} to the image.`,
      viewer.email,
    );
  },
});

const revertToOriginalSocialMediaImage = defineMutation<RevertToOriginalSocialMediaImageInput, SocialImageWithJob, SocialImagePayload>({
  capability: 'staff',
  target: socialImageTarget,
  run: async ({ tx, target, viewer }) => {
    const image = target.row;
    requireSocialEditable({ status: image.job_status }, 'change the image');
    if (!image.original_url) throw illegalTransition('social media image', 'revert to the original image', 'already the original');
    const post = await postOfImage(tx, image);
    await voidSocialApprovals(tx, jobOfPost(post), `the ${post.platform} post's image was changed`, viewer.email);
    await tx.query(
      `update social_images set s3_url = original_url, source = coalesce(original_source, source), original_url = null, original_source = null,
              human_qc = 'Unevaluated' where id = $1`,
      [image.id],
    );
    const [reverted] = await tx.query<SocialImageRecord>('select * from social_images where id = $1', [image.id]);
    return { image: toSocialImage(reverted!), socialMediaPostImagesId: image.id, message: 'The post shows its original image again.' };
  },
});

export const socialImageResolvers = {
  Mutation: {
    socialMediaManualUploadImage,
    selectShutterstockSocialMediaImage,
    selectShutterStockWithBannerBearSocialMediaImage,
    updateSocialMediaImageWithBannerBear,
    revertToOriginalSocialMediaImage,
  },
};
