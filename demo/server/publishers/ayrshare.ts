import { baseUrl, callTarget, requiredField, type PublisherHttp } from './http.ts';
import { PublishError, type PublishedPost, type PublishTarget, type SocialPost } from './publishers.ts';

const TARGET = 'Ayrshare';

/** Our platform names (the contract's SocialPlatform) as Ayrshare spells them. */
export const AYRSHARE_PLATFORMS: Readonly<Record<string, string>> = {
  facebook: 'facebook',
  instagram: 'instagram',
  linkedin: 'linkedin',
  x: 'twitter',
  twitter: 'twitter',
  googlebusinessprofile: 'gmb',
  gmb: 'gmb',
};

export interface AyrshareSettings {
  apiUrl: () => string;
  apiKey: string;
}

/** The social posting provider: one post to several platforms of a client's profile (Profile-Key). */
export function createAyrsharePublisher(
  http: PublisherHttp,
  settings: AyrshareSettings,
): PublishTarget<{ profileKey: string }, SocialPost> {
  const request = (destination: { profileKey: string }) => {
    if (!destination.profileKey?.trim()) {
      throw new PublishError(TARGET, 'The client has no Ayrshare profile yet; create its profile before posting.');
    }
    const base = baseUrl(TARGET, 'The Ayrshare API URL', settings.apiUrl());
    return {
      target: TARGET,
      where: `Ayrshare at ${base}`,
      destination: 'configured' as const,
      url: `${base}/api/post`,
      headers: { authorization: `Bearer ${settings.apiKey}`, 'profile-key': destination.profileKey },
    };
  };

  return {
    name: TARGET,
    async publish(destination, post): Promise<PublishedPost> {
      const call = request(destination);
      const { body } = await callTarget(http, { ...call, method: 'POST', body: postBody(post) });
      return { postId: requiredField(TARGET, call.where, body, 'id'), postUrl: firstPostUrl(body) };
    },
    async update(destination, postId, post): Promise<PublishedPost> {
      const call = request(destination);
      const { body } = await callTarget(http, { ...call, method: 'PATCH', body: { id: postId, ...postBody(post) } });
      return { postId, postUrl: firstPostUrl(body) };
    },
    async remove(destination, postId) {
      const call = request(destination);
      await callTarget(http, { ...call, method: 'DELETE', body: { id: postId } });
    },
  };
}

function postBody(post: SocialPost): Record<string, unknown> {
  if (post.platforms.length === 0) throw new PublishError(TARGET, 'Choose at least one platform to post to.');
  const platforms = post.platforms.map((platform) => {
    const name = AYRSHARE_PLATFORMS[platform.toLowerCase()];
    if (!name)
      throw new PublishError(
        TARGET,
        `Ayrshare cannot post to "${platform}"; use Facebook, Instagram, LinkedIn, X or GoogleBusinessProfile.`,
      );
    return name;
  });
  const body: Record<string, unknown> = { post: post.text, platforms: [...new Set(platforms)], mediaUrls: post.mediaUrls };
  if (post.scheduleDate !== undefined) body.scheduleDate = post.scheduleDate;
  return body;
}

// A scheduled post has no platform links yet: Ayrshare answers them once it has posted.
function firstPostUrl(body: unknown): string {
  const postIds = (body as { postIds?: Array<{ postUrl?: unknown }> } | undefined)?.postIds;
  const url = Array.isArray(postIds) ? postIds.find((entry) => typeof entry?.postUrl === 'string')?.postUrl : undefined;
  return typeof url === 'string' ? url : '';
}
