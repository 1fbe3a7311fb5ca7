import type { ImageType, QcResult } from '../../../../../core/api/generated/graphql.ts';
import {
  ModifyBlogImageHumanQcDocument,
  ModifyBlogImageNameDocument,
  SelectAiBlogImageDocument,
  SelectShutterstockBlogImageDocument,
} from '../../../../../core/api/generated/operations.ts';
import type { Session } from '../../../../../core/session/session.ts';

// The limits the service checks (demo/server/graphql/resolvers/blog-input.ts TITLE_MAX, blog-images.ts
// PROMPT_MAX): checked here first, so the person is told before a round trip.
export const IMAGE_NAME_MAX = 200;
export const PROMPT_MAX = 1000;

/** The calls the images panel makes; each answers the service's message, shown as the toast. */
export const renameImage = async (session: Session, { blogImageId, name }: { blogImageId: string; name: string }) =>
  (await session.graphql.request(ModifyBlogImageNameDocument, { input: { blogImageId, name: name.trim() } })).modifyBlogImageName;

export const reviewImage = async (session: Session, { blogImageId, result }: { blogImageId: string; result: QcResult }) =>
  (await session.graphql.request(ModifyBlogImageHumanQcDocument, { input: { blogImageId, result } })).modifyBlogImageHumanQC;

export type ImageChoice = { blogJobId: string; type: ImageType } & ({ prompt: string } | { shutterstockId: string });

export async function chooseImage(session: Session, choice: ImageChoice): Promise<{ message: string }> {
  const { blogJobId, type } = choice;
  if ('prompt' in choice)
    return (await session.graphql.request(SelectAiBlogImageDocument, { input: { blogJobId, type, prompt: choice.prompt.trim() } }))
      .selectAiBlogImage;
  return (
    await session.graphql.request(SelectShutterstockBlogImageDocument, {
      input: { blogJobId, type, shutterstockId: choice.shutterstockId },
    })
  ).selectShutterstockBlogImage;
}
