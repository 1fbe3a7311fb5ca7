import { createHash, randomUUID } from 'node:crypto';
import type {
  BlogImagesPayload,
  ImageProvider,
  ImageType,
  MessagePayload,
  ModifyBlogImageHumanQcInput,
  ModifyBlogImageNameInput,
  SelectAiBlogImageInput,
  SelectShutterstockBlogImageInput,
} from '../../../../src/core/api/generated/graphql.ts';
import { placeholderImageUrl } from '../../domain/content.ts';
import type { Queryable } from '../../store/db.ts';
import { defineMutation } from '../define-mutation.ts';
import { targetBy } from '../targets.ts';
import { TITLE_MAX, requireExternalId, requireText } from './blog-input.ts';
import { voidBlogApprovals } from './blog-approvals.ts';
import { blogJobRecordTarget, requireEditable, type BlogJobRecord } from './blog-jobs.ts';
import { blogImagesOf } from './blog-queries.ts';

const PROMPT_MAX = 1000;

interface BlogImageRow {
  id: string;
  client_id: string;
  blog_job_id: string;
  name: string;
  job_status: string;
}

/** The image an input's `blogImageId` names, with its job's client and status. */
const blogImageTarget = targetBy<BlogImageRow>(
  'blog image',
  'blogImageId',
  'select i.*, j.client_id, j.status as job_status from blog_images i join blog_jobs j on j.id = i.blog_job_id where i.id = $1 for update of i',
);

const modifyBlogImageHumanQC = defineMutation<ModifyBlogImageHumanQcInput, BlogImageRow, MessagePayload>({
  capability: 'review',
  target: blogImageTarget,
  run: async ({ tx, input, target }) => {
    requireEditable({ status: target.row.job_status }, 'review the image');
    await tx.query('update blog_images set human_qc = $2 where id = $1', [target.row.id, input.result]);
    return { message: `Marked image "${target.row.name}" as ${input.result}.` };
  },
});

const modifyBlogImageName = defineMutation<ModifyBlogImageNameInput, BlogImageRow, MessagePayload>({
  capability: 'review',
  target: blogImageTarget,
  run: async ({ tx, input, target }) => {
    requireEditable({ status: target.row.job_status }, 'rename the image');
    const name = requireText('name', input.name, TITLE_MAX);
    await tx.query('update blog_images set name = $2 where id = $1', [target.row.id, name]);
    return { message: `Renamed the image to "${name}".` };
  },
});

interface Replacement {
  type: ImageType;
  provider: ImageProvider;
  name: string;
  imageId: string;
  previewName: string;
}

/** A post has one image of each type: choosing a new one replaces it and its review. */
async function replaceImage(
  tx: Queryable,
  job: BlogJobRecord,
  publicUrl: string,
  image: Replacement,
  by: string,
): Promise<BlogImagesPayload> {
  requireEditable(job, 'change the images');
  await voidBlogApprovals(tx, job, `the ${image.type.toLowerCase()} image was replaced`, by);
  await tx.query('delete from blog_images where blog_job_id = $1 and type = $2', [job.id, image.type]);
  await tx.query(
    `insert into blog_images (id, blog_job_id, name, image_id, preview_url, type, image_provider, human_qc) values ($1, $2, $3, $4, $5, $6, $7, 'Unevaluated')`,
    [randomUUID(), job.id, image.name, image.imageId, placeholderImageUrl(publicUrl, image.previewName), image.type, image.provider],
  );
  return { images: await blogImagesOf(tx, job.id), message: `Chose a new ${image.type.toLowerCase()} image for "${job.topic}".` };
}

const selectAiBlogImage = defineMutation<SelectAiBlogImageInput, BlogJobRecord, BlogImagesPayload>({
  capability: 'staff',
  target: blogJobRecordTarget,
  run: async ({ tx, input, target, context, viewer }) => {
    const prompt = requireText('prompt', input.prompt, PROMPT_MAX);
    // The same prompt gives the same picture, as the generator is deterministic in the demo.
    const imageId = `ai-${createHash('sha256').update(prompt).digest('hex').slice(0, 12)}`;
    return replaceImage(
      tx,
      target.row,
      context.config.publicUrl,
      { type: input.type, provider: 'AI', name: prompt.slice(0, TITLE_MAX), imageId, previewName: prompt },
      viewer.email,
    );
  },
});

const selectShutterstockBlogImage = defineMutation<SelectShutterstockBlogImageInput, BlogJobRecord, BlogImagesPayload>({
  capability: 'staff',
  target: blogJobRecordTarget,
  run: async ({ tx, input, target, context, viewer }) => {
    const shutterstockId = requireExternalId('shutterstockId', input.shutterstockId);
    return replaceImage(
      tx,
      target.row,
      context.config.publicUrl,
      {
        type: input.type,
        provider: 'Shutterstock',
        name: `Shutterstock ${shutterstockId}`,
        imageId: shutterstockId,
        previewName: `shutterstock-${shutterstockId}`,
      },
      viewer.email,
    );
  },
});

export const blogImageResolvers = {
  Mutation: { modifyBlogImageHumanQC, modifyBlogImageName, selectAiBlogImage, selectShutterstockBlogImage },
};
