import type { ImageType, QcResult } from '../../../../core/api/generated/graphql.ts';
import {
  ModifyBlogImageHumanQcDocument,
  ModifyBlogImageNameDocument,
  SelectAiBlogImageDocument,
  SelectShutterstockBlogImageDocument,
} from '../../../../core/api/generated/operations.ts';
import type { Session } from '../../../../core/session/session.ts';

// The limits the service checks (demo/server/graphql/resolvers/blog-input.ts TITLE_MAX, blog-images.ts
// PROMPT_MAX, and the OpenAPI's Query maxLength): checked here first, so the person is told before a round trip.
export const IMAGE_NAME_MAX = 200;
export const PROMPT_MAX = 1000;
export const SEARCH_MAX = 200;
/** How many Shutterstock previews one search shows: a screenful to pick from. */
export const SEARCH_PAGE_SIZE = 12;

/** The calls the images panel makes; each answers the service's message, shown as the toast. */
export const renameImage = async (session: Session, { blogImageId, name }: { blogImageId: string; name: string }) =>
  (await session.graphql.request(ModifyBlogImageNameDocument, { input: { blogImageId, name: name.trim() } })).modifyBlogImageName;

export const reviewImage = async (session: Session, { blogImageId, result }: { blogImageId: string; result: QcResult }) =>
  (await session.graphql.request(ModifyBlogImageHumanQcDocument, { input: { blogImageId, result } })).modifyBlogImageHumanQC;

export type ImageChoice = { blogJobId: string; type: ImageType } & ({ prompt: string } | { shutterstockId: string });

export async function chooseImage(session: Session, choice: ImageChoice): Promise<{ message: string }> {
  const { blogJobId, type } = choice;
  if ('prompt' in choice) return (await session.graphql.request(SelectAiBlogImageDocument, { input: { blogJobId, type, prompt: choice.prompt.trim() } })).selectAiBlogImage;
  return (await session.graphql.request(SelectShutterstockBlogImageDocument, { input: { blogJobId, type, shutterstockId: choice.shutterstockId } })).selectShutterstockBlogImage;
}

/** One page of Shutterstock previews for the words searched. */
export const searchShutterstock = (session: Session, query: string, signal?: AbortSignal) =>
  session.rest.get('/images/previews/shutterstock', { query: { Query: query.trim(), PageSize: SEARCH_PAGE_SIZE }, signal });

/** What the text asks of a name, a prompt or a search: null when it is fine, else what to fix. */
export function textProblem(text: string, max: number, required: string, tooLong: (max: number, length: number) => string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return required;
  return trimmed.length > max ? tooLong(max, trimmed.length) : null;
}
